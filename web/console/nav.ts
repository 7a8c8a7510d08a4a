import type { ComponentType } from 'react';
import { IconBuildingStore, IconClipboardList, IconHome2, IconSettings, IconShieldLock } from '@tabler/icons-react';
import type { Permission } from '@shared/permissions';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  /** Shown when the user has this permission. */
  permission?: Permission;
  /** Hidden for these role slugs (spec rules such as "Sales and SME are sent back"). */
  hiddenFor?: string[];
  /** Its page sends a role that may not see it back to Home (spec: Settings, the Customer Accounts list). */
  sendsBack?: boolean;
  children?: Omit<NavItem, 'icon' | 'children'>[];
}

/** The product's areas. Each area adds its entry here when it lands; nothing leads to an empty page. */
export const navItems: NavItem[] = [
  { label: 'Home', to: '/', icon: IconHome2 },
  {
    label: 'Questionnaires',
    to: '/questionnaires',
    icon: IconClipboardList,
    permission: 'questionnaire_request:view',
    children: [
      { label: 'Requests', to: '/questionnaires', permission: 'questionnaire_request:view' },
      { label: 'Knowledge Hub', to: '/questionnaires/knowledge-hub', permission: 'knowledge_base:view' },
    ],
  },
  {
    label: 'Trust Center',
    to: '/trust-center',
    icon: IconShieldLock,
    permission: 'tc_config:view',
    children: [
      { label: 'Preview', to: '/trust-center/preview', permission: 'tc_config:view' },
      { label: 'Compliance', to: '/trust-center/compliance', permission: 'documents:view' },
      { label: 'Security Reports', to: '/trust-center/security-reports', permission: 'documents:view' },
      { label: 'Security Topics', to: '/trust-center/security-topics', permission: 'security_topics:view' },
      { label: 'Policies and Practices', to: '/trust-center/policies-and-practices', permission: 'security_control:view' },
      { label: 'Announcements', to: '/trust-center/announcements', permission: 'announcements:view' },
      { label: 'Subscribers', to: '/trust-center/subscribers', permission: 'subscribers:view' },
      { label: 'Security Events', to: '/trust-center/major-security-events', permission: 'security_event:view' },
      { label: 'Access Requests', to: '/trust-center/requests', permission: 'access_request:view' },
    ],
  },
  {
    label: 'Customer Accounts',
    to: '/customer-management',
    icon: IconBuildingStore,
    permission: 'customer:view',
    hiddenFor: ['sales', 'salesadmin'],
    sendsBack: true,
  },
  {
    label: 'Admin functions',
    to: '/admin-functions',
    icon: IconSettings,
    children: [
      { label: 'User Management', to: '/admin-functions/user-management', permission: 'users:view' },
      { label: 'User Roles', to: '/admin-functions/user-roles', permission: 'teams:view' },
      { label: 'Settings', to: '/admin-functions/settings', permission: 'settings:view', hiddenFor: ['sales', 'sme'], sendsBack: true },
      { label: 'Mail Outbox', to: '/admin-functions/outbox', permission: 'mail_outbox:view' },
      { label: 'Products', to: '/admin-functions/products', permission: 'product:view' },
      { label: 'Signed NDAs', to: '/admin-functions/signed-ndas', permission: 'nda_text:view' },
      { label: 'User Activity', to: '/admin-functions/user-activity', permission: 'activity_log:view' },
    ],
  },
];

/**
 * The navigation entry a page belongs to: the deepest entry whose address the path starts with
 * ("/customer-management/12/edit" belongs to Customer Accounts). Home and the profile belong to none.
 */
function pageEntry(pathname: string): Pick<NavItem, 'permission' | 'sendsBack'> | undefined {
  const entries = navItems.flatMap((item) => [item, ...(item.children ?? [])]).filter((e) => e.to !== '/');
  let best: (typeof entries)[number] | undefined;
  for (const e of entries) {
    if ((pathname === e.to || pathname.startsWith(`${e.to}/`)) && (!best || e.to.length > best.to.length)) best = e;
  }
  return best;
}

/**
 * A page opened by its address that the role may not view shows Access Denied alone, before it asks the server,
 * so no page shows its header, filters or buttons around a refusal. Pages that send a role back do so themselves.
 */
export function pageRefused(pathname: string, session: { can: (p: Permission) => boolean }): boolean {
  const entry = pageEntry(pathname);
  return Boolean(entry?.permission) && !entry!.sendsBack && !session.can(entry!.permission!);
}
