import { jwtVerify, SignJWT } from 'jose';
import { crmMessages, type CrmConnectBody, type CrmConnectionView, type CrmMapping } from '@shared/contracts/crm';
import { ErrorCode } from '@shared/errors';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';
import { recordActivity } from '../../lib/activity';
import type { AuthContext } from '../../lib/context';
import { AppError, validation } from '../../lib/errors';
import { enqueueJob, registerJobHandler } from '../../lib/jobs';
import { recomputePriorities } from '../questionnaires/index';
import { getOrCreateSecret, randomKey } from '../../lib/secrets';
import {
  insertCustomer,
  runQueuedJobsNow,
  selectConnection,
  selectLatestImport,
  selectWaitingImports,
  setJobRunAfter,
  updateConnection,
  updateCustomerByAccount,
  updateUnlinkedCustomerByName,
  upsertConnection,
  type IntegrationRow,
} from './queries';
import { allAccounts, authorizationUrl, connect, describeAccount, exchangeCode, opportunityAmountsByAccount, type SalesforceLink } from './salesforce';
import { salesforceOrigin } from './salesforce-http';

export const IMPORT_JOB = 'crm.import';
/** Scheduled sync: the next import is queued this long after each one. */
export const SYNC_EVERY_MS = 6 * 3600_000;
const STATE_AUDIENCE = 'trustroom-crm-connect';
const defaultMapping: CrmMapping = { name: 'Name', domains: 'Website', mrr: null, mrr_source: 'account_field' };
/** A stored mapping, read with the defaults of fields added later. */
const mappingOf = (connection: unknown): CrmMapping => ({ ...defaultMapping, ...((connection as { mapping?: Partial<CrmMapping> } | null)?.mapping ?? {}) });

export const callbackUri = (deps: AppDeps) => `${deps.config.publicUrl}/salesforce/oauth/callback`;

function link(deps: AppDeps, row: IntegrationRow): SalesforceLink {
  const c = row.connection as { login_url?: string; client_id?: string; instance_url?: string };
  return {
    loginUrl: c.login_url ?? '',
    clientId: c.client_id ?? '',
    clientSecret: row.secrets.client_secret ?? '',
    redirectUri: callbackUri(deps),
    instanceUrl: c.instance_url ?? '',
    accessToken: row.secrets.access_token ?? '',
    refreshToken: row.secrets.refresh_token ?? '',
    testOrigin: deps.config.salesforceTestOrigin,
  };
}

async function stateKey(deps: AppDeps) {
  return new TextEncoder().encode(await getOrCreateSecret(deps.db, 'crm_state_key', () => randomKey(32)));
}

/** What the settings screen shows of a live connection (never the secret or tokens). */
export async function connectionView(tx: Tx, organizationId: string): Promise<CrmConnectionView | null> {
  const row = await selectConnection(tx, organizationId);
  const c = row?.connection as { login_url?: string; client_id?: string; instance_url?: string; mapping?: CrmMapping } | undefined;
  if (!row || !c?.client_id) return null;
  const job = await selectLatestImport(tx, organizationId, IMPORT_JOB);
  return {
    login_url: c.login_url ?? '',
    client_id: c.client_id,
    instance_url: c.instance_url ?? '',
    mapping: mappingOf(c),
    last_error: row.lastError,
    last_import_count: row.lastImportCount,
    sync: job ? { status: job.status, attempts: job.attempts, error: job.error } : null,
  };
}

function loginUrlOf(deps: AppDeps, value: string) {
  const origin = salesforceOrigin(value, deps.config.salesforceTestOrigin);
  if (!origin) throw validation(crmMessages.loginUrlInvalid, 'login_url');
  return origin;
}

/** Step 1 of connecting: keep the app's credentials (IN_PROGRESS) and send the admin to Salesforce to allow access. */
export async function startConnect(deps: AppDeps, auth: AuthContext, body: CrmConnectBody) {
  const loginUrl = loginUrlOf(deps, body.login_url);
  await deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const current = await selectConnection(tx, org);
    const connection = { ...(current?.connection ?? {}), login_url: loginUrl, client_id: body.client_id, mapping: mappingOf(current?.connection) };
    await upsertConnection(tx, org, {
      status: 'IN_PROGRESS',
      connection,
      secrets: { client_secret: body.client_secret },
      submittedBy: auth.userId,
      submittedAt: new Date(),
    });
    await recordActivity(tx, auth, org, {
      group: 'other',
      action: 'connecting',
      objectType: 'integration',
      objectName: 'Salesforce',
      description: `Started connecting Salesforce (${loginUrl})`,
    });
  });
  const state = await new SignJWT({ org: auth.organizationId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(auth.userId)
    .setAudience(STATE_AUDIENCE)
    .setExpirationTime('15m')
    .sign(await stateKey(deps));
  const row = await deps.tenant(auth, (tx) => selectConnection(tx, auth.organizationId));
  return { authorize_url: authorizationUrl(link(deps, row!), state) };
}

/** Step 2: Salesforce sent the admin back with a code; tokens are stored, the connection is ACTIVE and a first import starts. */
export async function finishConnect(deps: AppDeps, code: string, state: string) {
  let org: string;
  let userId: string;
  try {
    const { payload } = await jwtVerify(state, await stateKey(deps), { audience: STATE_AUDIENCE, algorithms: ['HS256'] });
    org = String(payload.org);
    userId = String(payload.sub);
  } catch {
    throw new AppError(400, ErrorCode.invalid, crmMessages.connectFailed);
  }
  const row = await withTenant(deps.db, { organizationId: org }, (tx) => selectConnection(tx, org));
  if (!row || !code) throw new AppError(400, ErrorCode.invalid, crmMessages.connectFailed);
  let tokens: Awaited<ReturnType<typeof exchangeCode>>;
  try {
    tokens = await exchangeCode(link(deps, row), code);
  } catch (err) {
    deps.log.warn({ err: (err as Error).message }, 'salesforce code exchange failed');
    throw new AppError(400, ErrorCode.invalid, crmMessages.connectFailed);
  }
  await withTenant(deps.db, { organizationId: org, userId }, async (tx) => {
    await updateConnection(tx, org, {
      status: 'ACTIVE',
      connection: { ...row.connection, instance_url: tokens.instanceUrl },
      secrets: { ...row.secrets, access_token: tokens.accessToken, refresh_token: tokens.refreshToken },
      lastError: '',
      updatedAt: new Date(),
    });
    await recordActivity(tx, { userId, organizationId: org, fullName: '' }, org, {
      group: 'other',
      action: 'connected',
      objectType: 'integration',
      objectName: 'Salesforce',
      description: `Connected Salesforce (${tokens.instanceUrl})`,
    });
    await queueImport(tx, org, 0);
  });
  deps.jobs.poke();
}

async function queueImport(tx: Tx, organizationId: string, delayMs: number, exceptJobId = '00000000-0000-0000-0000-000000000000') {
  const waiting = await selectWaitingImports(tx, organizationId, IMPORT_JOB, exceptJobId);
  if (waiting.length && delayMs > 0) return;
  if (waiting.length) {
    await runQueuedJobsNow(
      tx,
      organizationId,
      waiting.map((w) => w.id),
    );
    return;
  }
  const id = await enqueueJob(tx, organizationId, IMPORT_JOB, {}, { maxAttempts: 3 });
  if (delayMs > 0) await setJobRunAfter(tx, organizationId, id, new Date(Date.now() + delayMs));
}

async function activeConnection(deps: AppDeps, organizationId: string) {
  const row = await withTenant(deps.db, { organizationId }, (tx) => selectConnection(tx, organizationId));
  if (!row || row.status !== 'ACTIVE') throw new AppError(409, ErrorCode.conflict, crmMessages.notConnected);
  const conn = connect(link(deps, row), (accessToken) =>
    withTenant(deps.db, { organizationId }, async (tx) => {
      const fresh = await selectConnection(tx, organizationId);
      await updateConnection(tx, organizationId, { secrets: { ...(fresh?.secrets ?? {}), access_token: accessToken } });
    }),
  );
  return { row, conn };
}

/** The account fields Salesforce has (a live describe call). */
export async function accountFields(deps: AppDeps, auth: AuthContext) {
  const { conn } = await activeConnection(deps, auth.organizationId);
  try {
    return await describeAccount(conn);
  } catch (err) {
    deps.log.warn({ err: (err as Error).message }, 'salesforce describe failed');
    throw new AppError(502, ErrorCode.serverError, crmMessages.unreachable);
  }
}

/** Which account fields become the customer's name, domains and MRR; the next import uses them. */
export async function saveMapping(deps: AppDeps, auth: AuthContext, mapping: CrmMapping) {
  const known = new Set((await accountFields(deps, auth)).map((f) => f.name));
  if (mapping.mrr_source === 'opportunities') mapping = { ...mapping, mrr: null };
  for (const key of ['name', 'domains', 'mrr'] as const) {
    const v = mapping[key];
    if (v && !known.has(v)) throw validation(crmMessages.fieldUnknown, key);
  }
  await deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const row = await selectConnection(tx, org);
    await updateConnection(tx, org, { connection: { ...row!.connection, mapping }, updatedAt: new Date() });
    await recordActivity(tx, auth, org, {
      group: 'other',
      action: 'updated',
      objectType: 'integration',
      objectName: 'Salesforce',
      description: `Mapped Salesforce accounts: name ← ${mapping.name}, domains ← ${mapping.domains ?? 'none'}, MRR ← ${mapping.mrr_source === 'opportunities' ? 'open and won opportunity amounts' : (mapping.mrr ?? 'none')}`,
    });
    await queueImport(tx, org, 0);
  });
  deps.jobs.poke();
  return deps.tenant(auth, (tx) => connectionView(tx, auth.organizationId));
}

/** On demand: import now (the scheduled one stays queued behind it). */
export async function syncNow(deps: AppDeps, auth: AuthContext) {
  await deps.tenant(auth, async (tx) => {
    const row = await selectConnection(tx, auth.organizationId);
    if (row?.status !== 'ACTIVE') throw new AppError(409, ErrorCode.conflict, crmMessages.notConnected);
    await queueImport(tx, auth.organizationId, 0);
    await recordActivity(tx, auth, auth.organizationId, {
      group: 'other',
      action: 'sync',
      objectType: 'integration',
      objectName: 'Salesforce',
      description: 'Started a Salesforce import',
    });
  });
  deps.jobs.poke();
  return deps.tenant(auth, (tx) => connectionView(tx, auth.organizationId));
}

const hostOf = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text
    .split(/[\s,;]+/)
    .map((v) =>
      v
        .replace(/^[a-z]+:\/\//i, '')
        .replace(/[/?#].*$/, '')
        .replace(/^www\./i, '')
        .toLowerCase(),
    )
    .filter((v) => /^[a-z0-9.-]+\.[a-z]{2,}$/.test(v));
};

/** The import job: reads every account first, then writes all customers in one transaction (nothing half-imported). */
export function registerCrmJobs(deps: AppDeps) {
  registerJobHandler(IMPORT_JOB, async ({ job }) => {
    const org = job.organizationId;
    try {
      const { row, conn } = await activeConnection(deps, org);
      const mapping = mappingOf(row.connection);
      const fromOpportunities = mapping.mrr_source === 'opportunities';
      const fields = [mapping.name, mapping.domains, fromOpportunities ? null : mapping.mrr].filter((f): f is string => Boolean(f));
      const accounts = await allAccounts(conn, fields);
      const amounts = fromOpportunities ? await opportunityAmountsByAccount(conn) : null;
      const count = await withTenant(deps.db, { organizationId: org }, async (tx) => {
        let n = 0;
        for (const a of accounts) {
          const id = String(a.Id);
          const name = String(a[mapping.name] ?? '')
            .trim()
            .slice(0, 200);
          if (!name) continue;
          const mrrRaw = amounts ? (amounts.get(id) ?? null) : mapping.mrr ? a[mapping.mrr] : null;
          const mrr =
            typeof mrrRaw === 'number'
              ? mrrRaw.toFixed(2)
              : typeof mrrRaw === 'string' && mrrRaw.trim() !== '' && !isNaN(Number(mrrRaw))
                ? Number(mrrRaw).toFixed(2)
                : null;
          const values = {
            name,
            whitelistedDomains: mapping.domains ? hostOf(a[mapping.domains]) : [],
            mrr,
            crmAccountId: id,
            source: 'CRM',
            updatedAt: new Date(),
          };
          const byId = await updateCustomerByAccount(tx, org, id, values);
          if (!byId.length) {
            const byName = await updateUnlinkedCustomerByName(tx, org, name, values);
            if (!byName.length) await insertCustomer(tx, org, values);
          }
          n++;
        }
        await updateConnection(tx, org, { lastDataImportedAt: new Date(), lastError: '', lastImportCount: n, updatedAt: new Date() });
        // Rules on the customer's MRR now see the imported amounts: open requests are re-prioritised with them.
        const reprioritised = await recomputePriorities(tx, org);
        await recordActivity(tx, null, org, {
          group: 'other',
          action: 'imported',
          objectType: 'integration',
          objectName: 'Salesforce',
          description: `Imported ${n} accounts from Salesforce${reprioritised ? `; ${reprioritised} open request${reprioritised === 1 ? '' : 's'} changed priority` : ''}`,
        });
        return n;
      });
      await withTenant(deps.db, { organizationId: org }, (tx) => queueImport(tx, org, SYNC_EVERY_MS, job.id));
      return { imported: count };
    } catch (err) {
      deps.log.warn({ err: (err as Error).message, organizationId: org }, 'salesforce import failed');
      await withTenant(deps.db, { organizationId: org }, (tx) =>
        updateConnection(tx, org, { lastError: crmMessages.importFailed, updatedAt: new Date() }),
      ).catch(() => {});
      throw new Error(crmMessages.importFailed);
    }
  });
}
