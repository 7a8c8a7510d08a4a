import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Permission } from '@shared/permissions';

export interface HomeCard {
  id: string;
  permission?: Permission;
  hiddenFor?: string[];
  /** Columns out of 12 on wide screens. */
  span?: number;
  component: LazyExoticComponent<ComponentType>;
}

/** Cards of the Home dashboard; each area adds its own. */
export const homeCards: HomeCard[] = [
  { id: 'team', permission: 'users:view', span: 6, component: lazy(() => import('./TeamCard')) },
  { id: 'questionnaires', permission: 'questionnaire_request:view', span: 6, component: lazy(() => import('../features/questionnaires/HomeCard')) },
  {
    id: 'customers',
    permission: 'customer:view',
    hiddenFor: ['sales', 'salesadmin'],
    span: 6,
    component: lazy(() => import('../features/customers/CustomersHomeCard')),
  },
  { id: 'security-events', permission: 'security_event:view', span: 6, component: lazy(() => import('../features/security-events/HomeCard')) },
  { id: 'access-requests', permission: 'access_request:view', span: 6, component: lazy(() => import('../features/access-requests/HomeCard')) },
  { id: 'recent-activity', permission: 'activity_log:view', span: 6, component: lazy(() => import('../features/activity/RecentActivityCard')) },
];
