import { lazy } from 'react';

/**
 * Settings tabs whose content lives in another feature. A feature never imports another one, so the
 * console wires them here, next to routes.tsx (the other place that composes features), with lazy imports.
 */
export const questionnairesSettingsTab = lazy(() => import('./settings-questionnaires-tab').then((m) => ({ default: m.QuestionnairesSettingsTab })));
export const trustCenterSettingsTab = lazy(() => import('./features/trust-center/TrustCenterSettingsTab').then((m) => ({ default: m.TrustCenterSettingsTab })));
