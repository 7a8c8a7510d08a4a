import { Connection, OAuth2 } from 'jsforce';
import { salesforceOrigin, salesforceTransport } from './salesforce-http';

/** What a Salesforce connection needs (stored per organisation: settings in `connection`, the rest in `secrets`). */
export interface SalesforceLink {
  loginUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  instanceUrl?: string;
  accessToken?: string;
  refreshToken?: string;
  /** SALESFORCE_TEST_ORIGIN: a fake Salesforce the tests run, reached besides Salesforce's own hosts. */
  testOrigin: string | null;
}

export interface SalesforceField {
  name: string;
  label: string;
  type: string;
}

function oauth2(l: SalesforceLink) {
  const o = new OAuth2({ loginUrl: l.loginUrl, clientId: l.clientId, clientSecret: l.clientSecret, redirectUri: l.redirectUri });
  o._transport = salesforceTransport(l.testOrigin);
  return o;
}

function connection(l: SalesforceLink, options: ConstructorParameters<typeof Connection>[0] = {}) {
  const o = oauth2(l);
  const conn = new Connection({ ...options, oauth2: o });
  conn._transport = o._transport;
  return conn;
}

/** Where the admin's browser goes to allow the connection (OAuth 2.0 web server flow). */
export function authorizationUrl(l: SalesforceLink, state: string) {
  return oauth2(l).getAuthorizationUrl({ scope: 'api refresh_token', state });
}

/** Exchanges the code Salesforce returned for tokens and the organisation's instance URL. */
export async function exchangeCode(l: SalesforceLink, code: string) {
  const conn = connection(l);
  await conn.authorize(code);
  const instanceUrl = salesforceOrigin(conn.instanceUrl, l.testOrigin);
  if (!instanceUrl) throw new Error(`Salesforce named an instance off its own hosts: ${conn.instanceUrl}`);
  return { instanceUrl, accessToken: conn.accessToken ?? '', refreshToken: conn.refreshToken ?? '' };
}

/** A connection that refreshes an expired access token by itself and reports the new one. */
export function connect(l: SalesforceLink, onRefresh: (accessToken: string) => Promise<void> | void) {
  const conn = connection(l, { instanceUrl: l.instanceUrl!, accessToken: l.accessToken!, refreshToken: l.refreshToken! });
  // A refreshed token that cannot be kept (the database is down) is asked for again at the next call; it must not
  // become an unhandled rejection, which would end the server process.
  conn.on('refresh', (accessToken: string) => {
    Promise.resolve()
      .then(() => onRefresh(accessToken))
      .catch(() => undefined);
  });
  return conn;
}

export async function describeAccount(conn: Connection): Promise<SalesforceField[]> {
  const d = await conn.sobject('Account').describe();
  return d.fields.map((f) => ({ name: f.name, label: f.label, type: String(f.type) }));
}

/** Every account with the mapped fields, page by page (nextRecordsUrl); nothing is written until all are read. */
export async function allAccounts(conn: Connection, fields: string[]) {
  const soql = `SELECT ${['Id', ...fields.filter((f) => f !== 'Id')].join(', ')} FROM Account ORDER BY Id`;
  let page = await conn.query<Record<string, unknown>>(soql, { autoFetch: false });
  const records = [...page.records];
  while (!page.done && page.nextRecordsUrl) {
    page = await conn.queryMore<Record<string, unknown>>(page.nextRecordsUrl);
    records.push(...page.records);
  }
  return records;
}

/**
 * MRR from opportunities: the sum of the Amount of each account's open and won opportunities (closed-lost ones
 * do not count). Read page by page like the accounts (an aggregate SOQL query cannot page past 2,000 groups).
 */
export async function opportunityAmountsByAccount(conn: Connection) {
  const soql = 'SELECT AccountId, Amount FROM Opportunity WHERE AccountId != null AND (IsClosed = false OR IsWon = true) ORDER BY AccountId';
  let page = await conn.query<{ AccountId?: unknown; Amount?: unknown }>(soql, { autoFetch: false });
  const sums = new Map<string, number>();
  const add = (records: { AccountId?: unknown; Amount?: unknown }[]) => {
    for (const r of records) {
      const amount = typeof r.Amount === 'number' ? r.Amount : Number(r.Amount);
      if (typeof r.AccountId !== 'string' || !Number.isFinite(amount)) continue;
      sums.set(r.AccountId, (sums.get(r.AccountId) ?? 0) + amount);
    }
  };
  add(page.records);
  while (!page.done && page.nextRecordsUrl) {
    page = await conn.queryMore<{ AccountId?: unknown; Amount?: unknown }>(page.nextRecordsUrl);
    add(page.records);
  }
  return sums;
}
