import type { RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/ErrorPage';
import { RouteError } from './pages/RouteError';

/** The spec's route table (portal §2, questionnaires §2), in one place. Areas add their routes here. */
export const appRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [...appRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

