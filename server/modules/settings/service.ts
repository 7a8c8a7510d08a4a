import { isValidOptionalEmail, settingsMessages, type CrmAvailableFields, type CrmDetails, type NotificationReceivers } from '@shared/contracts/settings';
import { ErrorCode } from '@shared/errors';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { accountFields, callbackUri, connectionView } from '../crm/index';
import { salesforceAccountFields } from './crm-fields';
import { selectIntegration, selectReceivers, upsertReceivers } from './queries';

export { ssoDetails, ssoSetupInfo } from './sso';

const CRM = 'salesforce';

/** Where the organisation's internal notifications go; empty strings mean nobody. For other modules. */
export async function getNotificationReceivers(tx: Tx, organizationId: string): Promise<NotificationReceivers> {
  const row = await selectReceivers(tx, organizationId);
  return { sales_team_email: row?.salesTeamEmail ?? '', legal_team_email: row?.legalTeamEmail ?? '' };
}

export function readNotificationReceivers(deps: AppDeps, auth: AuthContext) {
  return deps.tenant(auth, async (tx) => ({ internal_notification_receivers: await getNotificationReceivers(tx, auth.organizationId) }));
}

/** Saves both receivers; each may be empty, otherwise it must look like an e-mail address (portal §5). */
export function saveNotificationReceivers(deps: AppDeps, auth: AuthContext, input: NotificationReceivers) {
  const next = { sales_team_email: input.sales_team_email.trim().toLowerCase(), legal_team_email: input.legal_team_email.trim().toLowerCase() };
  const bad = (Object.keys(next) as (keyof NotificationReceivers)[]).filter((k) => !isValidOptionalEmail(next[k]));
  if (bad.length) {
    const items = bad.map((attr) => ({ code: ErrorCode.validation, detail: settingsMessages.emailInvalid, attr }));
    throw new AppError(400, ErrorCode.validation, settingsMessages.emailInvalid, bad[0]!, items.slice(1));
  }
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const before = await getNotificationReceivers(tx, org);
    await upsertReceivers(tx, org, { salesTeamEmail: next.sales_team_email, legalTeamEmail: next.legal_team_email, updatedBy: auth.userId });
    const changed = (Object.keys(next) as (keyof NotificationReceivers)[]).filter((k) => next[k] !== before[k]);
    await recordActivity(tx, auth, org, {
      group: 'other',
      action: 'updated',
      objectType: 'notification_receivers',
      objectName: 'Internal notification receivers',
      description: changed.length
        ? `Updated internal notification receivers (${changed.map((k) => (k === 'sales_team_email' ? 'sales team' : 'legal team')).join(', ')})`
        : 'Saved internal notification receivers (no change)',
      metadata: { before, after: next },
    });
    return { internal_notification_receivers: next };
  });
}

async function crmDetails(deps: AppDeps, tx: Tx, organizationId: string): Promise<CrmDetails> {
  const row = await selectIntegration(tx, organizationId, CRM);
  return {
    connection: await connectionView(tx, organizationId),
    provider: CRM,
    callback_url: callbackUri(deps),
    status: (row?.status as CrmDetails['status']) ?? null,
    last_data_imported_at: iso(row?.lastDataImportedAt),
    submitted_at: iso(row?.submittedAt),
    submitted_by: row?.submittedById ? { id: row.submittedById, name: row.submittedByName ?? '' } : null,
    details: row ? { instance_url: row.details.instance_url ?? '', contact_email: row.details.contact_email ?? '', notes: row.details.notes ?? '' } : null,
  };
}

export function readCrmDetails(deps: AppDeps, auth: AuthContext) {
  return deps.tenant(auth, (tx) => crmDetails(deps, tx, auth.organizationId));
}

/** The account fields: read live from Salesforce (describe) when connected through OAuth. */
export async function readCrmFields(deps: AppDeps, auth: AuthContext): Promise<CrmAvailableFields> {
  const { connected, live } = await deps.tenant(auth, async (tx) => {
    const row = await selectIntegration(tx, auth.organizationId, CRM);
    return { connected: row?.status === 'ACTIVE', live: Boolean(await connectionView(tx, auth.organizationId)) };
  });
  if (!connected) return { connected, fields: [] };
  return { connected, fields: live ? await accountFields(deps, auth) : salesforceAccountFields };
}

export { readDomain, removeCustomDomain, setCustomDomain, verifyCustomDomain } from './domain';
