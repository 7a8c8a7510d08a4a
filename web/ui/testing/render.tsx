import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { cssVariablesResolver, theme } from '../theme';

/** What jsdom lacks and Mantine uses: ResizeObserver, matchMedia, scrollIntoView, document.fonts. */
function polyfill() {
  if (typeof window === 'undefined') return;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  // An autosizing textarea listens for web fonts loading.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });
  Element.prototype.scrollTo ??= function scrollTo() {};
}
polyfill();
// Notifications live in a store outside React: a message of one test must not show in the next one.
afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
});

function Providers({ children, route = '/' }: { children: ReactNode; route?: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <ModalsProvider>
          <Notifications />
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}

/**
 * Renders a piece of the console as the app does: theme, modals, notifications, a router and a query client.
 * `route` is the address the router starts at (a page that reads its id from the address, inside `<Routes>`).
 */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'> & { route?: string }) {
  const { route, ...rest } = options ?? {};
  return render(ui, { wrapper: ({ children }: { children: ReactNode }) => <Providers route={route}>{children}</Providers>, ...rest });
}
