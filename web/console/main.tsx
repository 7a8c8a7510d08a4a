import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import '../ui/global.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { LoginResult } from '@shared/contracts/iam';
import { installFieldSentences } from '@shared/validation-sentences';
import { ApiError } from '../lib/api';
import { cssVariablesResolver, theme } from '../ui/theme';
import { AuthRedirectPage } from './auth/AuthRedirectPage';
import { SessionProvider } from './auth/session';
import { routes } from './routes';
import { AppNotifications } from '../ui/AppNotifications';

installFieldSentences();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
    },
  },
});

/** Created only once signed in, so it starts from the address the sign-in returned to. */
function Router() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return <RouterProvider router={router} />;
}

function App() {
  const [initial, setInitial] = useState<LoginResult | null>(null);
  if (window.location.pathname === '/auth/redirect' && !initial) {
    return <AuthRedirectPage onSignedIn={setInitial} />;
  }
  return (
    <SessionProvider initial={initial}>
      <Router />
    </SessionProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <ModalsProvider>
        <AppNotifications />
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>
  </StrictMode>,
);
