import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { accessRequests, memberTokens } from '@server/db/schema/index';
import { withTenant } from '@server/db/tenant-isolation';
import { markLinkUsed } from './member-links.queries';
import { decidePendingRequest } from './requests.queries';

let t: TestApp;
let org: TestOrg;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Link Org');
  admin = await t.createUser(org, 'admin');
});
afterAll(() => t.close());

describe('one-time steps taken twice at once', () => {
  it("claims a member's link once: a request that read it unused a moment after another one claimed it gets no session", async () => {
    const customer = (await t.app.inject({ method: 'POST', url: '/api/v1/customer/', headers: admin.headers, payload: { name: 'Initech' } })).json().data;
    const member = await t.app.inject({
      method: 'POST',
      url: `/api/v1/customer/${customer.id}/member/`,
      headers: admin.headers,
      payload: { full_name: 'Peter Gibbons', email: 'peter@initech.test' },
    });
    expect(member.statusCode, member.body).toBe(201);
    const claims = await withTenant(t.database.db, { organizationId: org.id }, async (tx) => {
      const [link] = await tx
        .select({ id: memberTokens.id })
        .from(memberTokens)
        .where(and(eq(memberTokens.organizationId, org.id), eq(memberTokens.memberId, member.json().data.id)));
      // Both requests found the link unused; each now claims it.
      return [await markLinkUsed(tx, org.id, link!.id), await markLinkUsed(tx, org.id, link!.id)];
    });
    expect(claims).toEqual([true, false]);
  });

  it('decides an access request once: a second approval or rejection that read it pending gets a conflict', async () => {
    const decisions = await withTenant(t.database.db, { organizationId: org.id }, async (tx) => {
      const [request] = await tx
        .insert(accessRequests)
        .values({ organizationId: org.id, firstName: 'Bill', lastName: 'Lumbergh', email: 'bill@initech.test', companyName: 'Initech' })
        .returning({ id: accessRequests.id });
      const decide = (status: 'APPROVED' | 'REJECTED') =>
        decidePendingRequest(tx, org.id, request!.id, { status, decidedBy: admin.id, decisionDate: new Date() });
      return [await decide('APPROVED'), await decide('REJECTED')];
    });
    expect(decisions).toEqual([true, false]);
  });
});
