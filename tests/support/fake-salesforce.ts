import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small Salesforce for tests, speaking the REST calls jsforce makes: OAuth (authorize, token with
 * authorization_code and refresh_token), Account describe, SOQL query with paging (nextRecordsUrl) of
 * accounts and of opportunities (only the open-or-won filter the import uses is understood).
 */
export async function startFakeSalesforce(opts: { pageSize?: number } = {}) {
  const state = {
    accounts: [] as Record<string, unknown>[],
    opportunities: [] as { Id: string; AccountId: string | null; Amount: number | null; IsClosed: boolean; IsWon: boolean }[],
    validTokens: new Set<string>(),
    tokenCount: 0,
    refreshes: 0,
    queries: 0,
    /** Every SOQL query received, in order. */
    soql: [] as string[],
    /** The next n data calls answer 500. */
    failNext: 0,
    /** The next n calls for a further page (queryMore) answer 500. */
    failMore: 0,
    /** The instance the token answer names (this server when unset). */
    instanceUrl: null as string | null,
    clientId: 'sf-client',
    clientSecret: 'sf-secret',
  };
  const fields = [
    { name: 'Id', label: 'Account ID', type: 'id' },
    { name: 'Name', label: 'Account Name', type: 'string' },
    { name: 'Website', label: 'Website', type: 'url' },
    { name: 'AnnualRevenue', label: 'Annual Revenue', type: 'currency' },
    { name: 'MRR__c', label: 'MRR', type: 'currency' },
    { name: 'Domains__c', label: 'E-mail domains', type: 'string' },
  ];
  const pages = new Map<string, Record<string, unknown>[]>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (url.pathname === '/services/oauth2/authorize') {
        const back = new URL(url.searchParams.get('redirect_uri')!);
        back.searchParams.set('code', 'the-code');
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: back.href });
        return res.end();
      }
      if (url.pathname === '/services/oauth2/token') {
        const form = new URLSearchParams(raw);
        const basic = (req.headers.authorization ?? '').startsWith('Basic ') ? Buffer.from(req.headers.authorization!.slice(6), 'base64').toString() : '';
        const [id, secret] = basic ? basic.split(':') : [form.get('client_id'), form.get('client_secret')];
        if (id !== state.clientId || secret !== state.clientSecret)
          return send(400, { error: 'invalid_client', error_description: 'invalid client credentials' });
        const grant = form.get('grant_type');
        if (grant === 'authorization_code' && form.get('code') !== 'the-code')
          return send(400, { error: 'invalid_grant', error_description: 'authentication failure' });
        if (grant === 'refresh_token') {
          if (form.get('refresh_token') !== 'the-refresh-token')
            return send(400, { error: 'invalid_grant', error_description: 'expired access/refresh token' });
          state.refreshes++;
        }
        const token = `token-${++state.tokenCount}`;
        state.validTokens.add(token);
        return send(200, {
          access_token: token,
          ...(grant === 'authorization_code' ? { refresh_token: 'the-refresh-token' } : {}),
          instance_url: state.instanceUrl ?? base,
          id: `${base}/id/00D000000000001AAA/005000000000001AAA`,
          token_type: 'Bearer',
          issued_at: String(Date.now()),
          signature: 'x',
        });
      }
      if (!state.validTokens.has((req.headers.authorization ?? '').replace(/^(Bearer|OAuth) /, ''))) {
        return send(401, [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }]);
      }
      if (state.failNext > 0) {
        state.failNext--;
        return send(500, [{ message: 'An unexpected error occurred.', errorCode: 'UNKNOWN_EXCEPTION' }]);
      }
      const m = /^\/services\/data\/v[\d.]+\/(.*)$/.exec(url.pathname);
      if (m?.[1] === 'sobjects/Account/describe') return send(200, { name: 'Account', fields });
      if (m?.[1] === 'query') {
        state.queries++;
        const soql = url.searchParams.get('q') ?? '';
        state.soql.push(soql);
        if (/ FROM Opportunity WHERE AccountId != null AND \(IsClosed = false OR IsWon = true\)/.test(soql)) {
          const open = state.opportunities.filter((o) => o.AccountId !== null && (!o.IsClosed || o.IsWon));
          return sendPage(
            open.map((o) => ({
              attributes: { type: 'Opportunity', url: `/services/data/v50.0/sobjects/Opportunity/${o.Id}` },
              AccountId: o.AccountId,
              Amount: o.Amount,
            })),
            0,
          );
        }
        if (/ FROM Opportunity/i.test(soql)) return send(400, [{ message: 'The fake Salesforce does not know this query.', errorCode: 'MALFORMED_QUERY' }]);
        const wanted = /^SELECT (.+) FROM Account/i
          .exec(soql)?.[1]
          ?.split(',')
          .map((s) => s.trim()) ?? ['Id'];
        const rows = state.accounts.map((a) => ({
          attributes: { type: 'Account', url: `/services/data/v50.0/sobjects/Account/${a.Id}` },
          ...Object.fromEntries(wanted.map((w) => [w, a[w] ?? null])),
        }));
        return sendPage(rows, 0);
      }
      const more = /^query\/(cursor-\d+)-(\d+)$/.exec(m?.[1] ?? '');
      if (more && state.failMore > 0) {
        state.failMore--;
        return send(500, [{ message: 'An unexpected error occurred on db-17.internal:5432.', errorCode: 'UNKNOWN_EXCEPTION' }]);
      }
      if (more && pages.has(more[1]!)) return sendPage(pages.get(more[1]!)!, Number(more[2]), more[1]);
      return send(404, [{ message: 'The requested resource does not exist', errorCode: 'NOT_FOUND' }]);

      function sendPage(rows: Record<string, unknown>[], from: number, cursor = `cursor-${pages.size + 1}`) {
        const size = opts.pageSize ?? 2;
        pages.set(cursor, rows);
        const done = from + size >= rows.length;
        return send(200, {
          totalSize: rows.length,
          done,
          records: rows.slice(from, from + size),
          ...(done ? {} : { nextRecordsUrl: `/services/data/v50.0/query/${cursor}-${from + size}` }),
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, state, expireTokens: () => state.validTokens.clear(), close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
