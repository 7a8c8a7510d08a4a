import type { RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/ErrorPage';
import { RouteError } from './pages/RouteError';
import { FullPageLoader } from '../ui/FullPageLoader';

/** The spec's route table (portal §2, questionnaires §2), in one place. Areas add their routes here. */
export const appRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'trust-center/preview', lazy: async () => ({ Component: (await import('./features/trust-center/PreviewPage')).PreviewPage }) },
  { path: 'trust-center/preview/edit-content', lazy: async () => ({ Component: (await import('./features/trust-center/EditContentPage')).EditContentPage }) },
  { path: 'trust-center/security-topics', lazy: async () => ({ Component: (await import('./features/security-topics/TopicsPage')).TopicsPage }) },
  { path: 'trust-center/security-topics/new', lazy: async () => ({ Component: (await import('./features/security-topics/TopicFormPage')).TopicFormPage }) },
  {
    path: 'trust-center/security-topics/:securityTopicId/edit',
    lazy: async () => ({ Component: (await import('./features/security-topics/TopicFormPage')).TopicFormPage }),
  },
  { path: 'trust-center/security-reports', lazy: async () => ({ Component: (await import('./features/security-reports/ReportsPage')).ReportsPage }) },
  { path: 'trust-center/security-reports/new', lazy: async () => ({ Component: (await import('./features/security-reports/ReportFormPage')).ReportFormPage }) },
  {
    path: 'trust-center/security-reports/:securityReportId/edit',
    lazy: async () => ({ Component: (await import('./features/security-reports/ReportFormPage')).ReportFormPage }),
  },
  { path: 'trust-center/compliance', lazy: async () => ({ Component: (await import('./features/certifications/CompliancePage')).CompliancePage }) },
  { path: 'trust-center/compliance/new', lazy: async () => ({ Component: (await import('./features/certifications/ComplianceFormPage')).ComplianceFormPage }) },
  {
    path: 'trust-center/compliance/:complianceId/edit',
    lazy: async () => ({ Component: (await import('./features/certifications/ComplianceFormPage')).ComplianceFormPage }),
  },
  { path: 'trust-center/announcements', lazy: async () => ({ Component: (await import('./features/announcements/AnnouncementsPage')).AnnouncementsPage }) },
  {
    path: 'trust-center/announcements/new',
    lazy: async () => ({ Component: (await import('./features/announcements/AnnouncementFormPage')).AnnouncementFormPage }),
  },
  {
    path: 'trust-center/announcements/:announcementId/edit',
    lazy: async () => ({ Component: (await import('./features/announcements/AnnouncementFormPage')).AnnouncementFormPage }),
  },
  { path: 'trust-center/subscribers', lazy: async () => ({ Component: (await import('./features/subscribers/SubscribersPage')).SubscribersPage }) },
  { path: 'trust-center/major-security-events', lazy: async () => ({ Component: (await import('./features/security-events/EventsPage')).EventsPage }) },
  {
    path: 'trust-center/major-security-events/:eventId',
    lazy: async () => ({ Component: (await import('./features/security-events/EventDetailsPage')).EventDetailsPage }),
  },
  { path: 'trust-center/requests', lazy: async () => ({ Component: (await import('./features/access-requests/RequestsPage')).RequestsPage }) },
  { path: 'admin-functions/signed-ndas', lazy: async () => ({ Component: (await import('./features/signed-ndas/SignedNdasPage')).SignedNdasPage }) },
  { path: 'trust-center/policies-and-practices', lazy: async () => ({ Component: (await import('./features/security-controls/PoliciesPage')).PoliciesPage }) },
  { path: 'questionnaires', lazy: async () => ({ Component: (await import('./features/questionnaires/RequestsPage')).RequestsPage }) },
  { path: 'questionnaires/knowledge-hub', lazy: async () => ({ Component: (await import('./features/knowledge-hub/KnowledgeHubPage')).KnowledgeHubPage }) },
  {
    path: 'questionnaires/:questionnaireId',
    lazy: async () => ({ Component: (await import('./features/questionnaires/RequestDetailsPage')).RequestDetailsPage }),
  },
  {
    path: 'questionnaires/:questionnaireId/review/:fileId',
    lazy: async () => ({ Component: (await import('./features/questionnaire-review/ReviewPage')).ReviewPage }),
  },
  { path: 'customer-management', lazy: async () => ({ Component: (await import('./features/customers/CustomersPage')).CustomersPage }) },
  { path: 'customer-management/new', lazy: async () => ({ Component: (await import('./features/customers/CustomerFormPage')).CustomerFormPage }) },
  { path: 'customer-management/:customerId/edit', lazy: async () => ({ Component: (await import('./features/customers/CustomerFormPage')).CustomerFormPage }) },
  { path: 'customer-management/:customerId', lazy: async () => ({ Component: (await import('./features/customers/CustomerDetailPage')).CustomerDetailPage }) },
  { path: 'admin-functions/products', lazy: async () => ({ Component: (await import('./features/products/ProductsPage')).ProductsPage }) },
  { path: 'admin-functions/user-activity', lazy: async () => ({ Component: (await import('./features/activity/UserActivityPage')).UserActivityPage }) },
  { path: 'admin-functions/user-management', lazy: async () => ({ Component: (await import('./features/users/UsersPage')).UsersPage }) },
  { path: 'admin-functions/user-management/new', lazy: async () => ({ Component: (await import('./features/users/UserFormPage')).UserFormPage }) },
  { path: 'admin-functions/user-management/:userId/edit', lazy: async () => ({ Component: (await import('./features/users/UserFormPage')).UserFormPage }) },
  { path: 'admin-functions/user-roles', lazy: async () => ({ Component: (await import('./features/roles/RolesPage')).RolesPage }) },
  { path: 'admin-functions/user-roles/new', lazy: async () => ({ Component: (await import('./features/roles/RoleFormPage')).RoleFormPage }) },
  { path: 'admin-functions/user-roles/:roleId/edit', lazy: async () => ({ Component: (await import('./features/roles/RoleFormPage')).RoleFormPage }) },
  { path: 'admin-functions/settings', lazy: async () => ({ Component: (await import('./features/settings/SettingsPage')).SettingsPage }) },
  { path: 'admin-functions/outbox', lazy: async () => ({ Component: (await import('./features/outbox/OutboxPage')).OutboxPage }) },
  { path: 'profile', lazy: async () => ({ Component: (await import('./features/profile/ProfilePage')).ProfilePage }) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    // Shown while the first lazily loaded screen arrives.
    HydrateFallback: FullPageLoader,
    children: [...appRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];
