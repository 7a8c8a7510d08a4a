import {
  isValidOptionalEmail,
  settingsMessages,
  type CrmAvailableFields,
  type CrmDetails,
  type CrmRequestBody,
  type NotificationReceivers,
} from '../../../shared/contracts/settings';
import { ErrorCode } from '../../../shared/errors';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { AppError, conflict } from '../../lib/errors';
import { accountFields, connectionView } from '../crm/index';
import { salesforceAccountFields } from './crm-fields';
import { organizationNameOf, selectIntegration, selectReceivers, upsertIntegration, upsertReceivers } from './queries';

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

async function crmDetails(tx: Tx, organizationId: string): Promise<CrmDetails> {
  const row = await selectIntegration(tx, organizationId, CRM);
  return {
    connection: await connectionView(tx, organizationId),
    provider: CRM,
    status: (row?.status as CrmDetails['status']) ?? null,
    last_data_imported_at: iso(row?.lastDataImportedAt),
    submitted_at: iso(row?.submittedAt),
    submitted_by: row?.submittedById ? { id: row.submittedById, name: row.submittedByName ?? '' } : null,
    details: row ? { instance_url: row.details.instance_url ?? '', contact_email: row.details.contact_email ?? '', notes: row.details.notes ?? '' } : null,
  };
}

export function readCrmDetails(deps: AppDeps, auth: AuthContext) {
  return deps.tenant(auth, (tx) => crmDetails(tx, auth.organizationId));
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

/** Stores the organisation's request to connect its CRM (IN_REVIEW) and tells the support team. */
export async function submitCrmRequest(deps: AppDeps, auth: AuthContext, input: Required<CrmRequestBody>) {
  const { details, orgName } = await deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const current = await selectIntegration(tx, org, CRM);
    if (current?.status === 'ACTIVE') throw conflict(settingsMessages.crmAlreadyActive);
    await upsertIntegration(tx, org, CRM, {
      status: 'IN_REVIEW',
      details: { instance_url: input.instance_url, contact_email: input.contact_email.toLowerCase(), notes: input.notes },
      submittedBy: auth.userId,
      submittedAt: new Date(),
    });
    await recordActivity(tx, auth, org, {
      group: 'other',
      action: 'submitted',
      objectType: 'integration',
      objectName: 'Salesforce',
      description: `Submitted Salesforce details for review (${input.instance_url})`,
    });
    return { details: await crmDetails(tx, org), orgName: await organizationNameOf(tx, org) };
  });
  await deps.mail
    .send({
      organizationId: auth.organizationId,
      to: deps.config.supportEmail,
      subject: `CRM integration request from ${orgName}`,
      text: [
        `${auth.fullName || auth.email} (${auth.email}) of ${orgName} asked to connect Salesforce.`,
        '',
        `Instance: ${input.instance_url}`,
        `Contact: ${input.contact_email}`,
        input.notes ? `Notes: ${input.notes}` : '',
        '',
        'We promised a reply within 24 hours.',
      ].join('\n'),
    })
    .catch((err) => deps.log.error({ err: (err as Error).message }, 'CRM request mail failed'));
  return details;
}

export { readDomain, removeCustomDomain, setCustomDomain, verifyCustomDomain } from './domain';
