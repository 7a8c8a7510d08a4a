import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Session } from '../../auth/session';
import { questionnairesSettingsTab, trustCenterSettingsTab } from '../../settings-tab-content';

/**
 * The tabs of /admin-functions/settings (portal §2, §6), in order. To fill a tab, set its `content` to a
 * lazily loaded component (no props; it renders inside the tab panel, below the tab's title and
 * description). Content that lives in another feature is wired in ../../settings-tab-content.ts (lazily,
 * outside the features), never imported from here. Until a tab has content it shows its description as a plan.
 */
export type SettingsTabKey = 'integrations' | 'questionnaires' | 'trust-center' | 'domain' | 'notifications';

export interface SettingsTab {
  value: SettingsTabKey;
  label: string;
  /** One sentence: what the tab holds. */
  description: string;
  /** Who sees the tab, as portal §6 says it for the built-in roles, expressed in permissions for custom ones. */
  visible: (s: Session) => boolean;
  content?: LazyExoticComponent<ComponentType>;
  /** What a tab without content will hold, shown in its place. */
  planned?: string[];
}

/** Sales and SME are sent back from Settings (portal §6); so is anyone without the settings permission. */
export function canOpenSettings(s: Session): boolean {
  return !s.isRole('sales', 'sme') && s.can('settings:view');
}

export const settingsTabs: SettingsTab[] = [
  {
    value: 'integrations',
    label: 'Integrations',
    description: 'Single sign-on and your CRM platform.',
    // IT Admin and Power User (and Admin): whoever may view single sign-on (tenant:view).
    visible: (s) => s.can('tenant:view'),
    content: lazy(() => import('./IntegrationsTab').then((m) => ({ default: m.IntegrationsTab }))),
  },
  {
    value: 'questionnaires',
    label: 'Questionnaires',
    description: 'Prioritisation rules: which incoming questionnaires come first and when they are due; and how long library answers stay trusted.',
    // Admin and Power User: settings plus questionnaire editing.
    visible: (s) => s.can('settings:edit') && s.can('questionnaire_request:edit'),
    content: questionnairesSettingsTab,
  },
  {
    value: 'trust-center',
    label: 'Trust Center',
    description: 'How your public Trust Center is addressed and presented.',
    // Admin and Power User: settings plus Trust Center configuration.
    visible: (s) => s.can('settings:edit') && s.can('tc_config:edit'),
    content: trustCenterSettingsTab,
  },
  {
    value: 'domain',
    label: 'Domain',
    description: 'Where your Trust Center is published on the web.',
    visible: () => true,
    content: lazy(() => import('./DomainTab').then((m) => ({ default: m.DomainTab }))),
  },
  {
    value: 'notifications',
    label: 'Notifications',
    description: 'Who in your team receives internal notifications.',
    visible: (s) => s.can('settings:view'),
    content: lazy(() => import('./NotificationsTab').then((m) => ({ default: m.NotificationsTab }))),
  },
];
