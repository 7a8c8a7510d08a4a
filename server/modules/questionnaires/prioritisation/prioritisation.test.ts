import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/app';
import { evaluate, type Rule } from './rules';
import { createRequest, inDays, questionnaireOrg } from '../test-support';

const facts = { customerType: 'NEW', sourceRelationType: 'DIRECT', customerMrr: 20000, productIds: ['p1'], dueDate: '2025-01-10' };
const rule = (p: Partial<Rule>): Rule => ({ id: 'r', name: 'r', isActive: true, conditions: [], priority: 'P1', dueDateOffsetDays: null, ...p });

describe('prioritisation rules', () => {
  it('lets the first rule whose conditions all hold decide, and skips inactive rules', () => {
    const rules = [
      rule({ id: 'a', isActive: false, priority: 'P1' }),
      rule({
        id: 'b',
        conditions: [
          { field: 'customer_type', op: 'in', value: ['NEW'] },
          { field: 'customer_mrr', op: 'gte', value: 50000 },
        ],
        priority: 'P1',
      }),
      rule({ id: 'c', conditions: [{ field: 'products', op: 'any', value: ['p1', 'p2'] }], priority: 'P2', dueDateOffsetDays: 5 }),
      rule({ id: 'd', priority: 'P3' }),
    ];
    expect(evaluate(rules, 'P4', facts, '2025-01-01')).toEqual({ priority: 'P2', ruleId: 'c', ruleIndex: 2, dueDateOffsetDays: 5 });
    expect(evaluate(rules.slice(0, 2), 'P4', facts, '2025-01-01').priority).toBe('P4');
  });

  it('matches a due date within N days, including overdue ones, and never a missing one', () => {
    const soon = [rule({ conditions: [{ field: 'due_date', op: 'within_days', value: 10 }] })];
    expect(evaluate(soon, 'P4', facts, '2025-01-01').priority).toBe('P1');
    expect(evaluate(soon, 'P4', { ...facts, dueDate: '2024-12-01' }, '2025-01-01').priority).toBe('P1');
    expect(evaluate(soon, 'P4', { ...facts, dueDate: '2025-02-01' }, '2025-01-01').priority).toBe('P4');
    expect(evaluate(soon, 'P4', { ...facts, dueDate: null }, '2025-01-01').priority).toBe('P4');
    const mrr = [rule({ conditions: [{ field: 'customer_mrr', op: 'lte', value: 100 }] })];
    expect(evaluate(mrr, 'P4', { ...facts, customerMrr: null }, '2025-01-01').priority).toBe('P4');
  });
});

describe('prioritisation settings', () => {
  let t: TestApp;
  let v: Awaited<ReturnType<typeof questionnaireOrg>>;
  const P = '/api/v1/questionnaire/prioritization/';
  beforeAll(async () => {
    t = await createTestApp();
    v = await questionnaireOrg(t);
  });
  afterAll(() => t.close());

  const rules = () => ({
    default_priority: 'P3',
    rules: [
      {
        name: 'Big new deals',
        conditions: [
          { field: 'customer_type', op: 'in', value: ['NEW'] },
          { field: 'customer_mrr', op: 'gte', value: 10000 },
        ],
        priority: 'P1',
        due_date_offset_days: 7,
      },
      { name: 'Partners', conditions: [{ field: 'source_relation_type', op: 'in', value: ['PARTNER'] }], priority: 'P2' },
    ],
  });

  it('previews which open requests each rule would take before saving, then recomputes them on save', async () => {
    const big = await createRequest(t, v.admin, { customer: v.northwind, customer_type: 'NEW', customer_mrr: 20000 });
    const partner = await createRequest(t, v.admin, { customer: v.globex, source_relation_type: 'PARTNER', due_date: inDays(30) });
    const plain = await createRequest(t, v.admin, { customer: v.globex, customer_type: 'EXISTING' });
    expect(big.priority).toBe('P4');
    const preview = await t.app.inject({ method: 'POST', url: `${P}preview/`, headers: v.admin.headers, payload: rules() });
    const p = preview.json().data;
    expect(p.rules[0].matches.map((m: { id: string }) => m.id)).toEqual([big.id]);
    expect(p.rules[1].matches.map((m: { id: string }) => m.id)).toEqual([partner.id]);
    expect(p.unmatched.map((m: { id: string }) => m.id)).toContain(plain.id);
    expect(p.changes).toBe(3);
    // Nothing changed yet.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/questionnaire/request/${big.id}/`, headers: v.admin.headers })).json().data.priority).toBe('P4');

    const save = await t.app.inject({ method: 'PUT', url: P, headers: v.admin.headers, payload: rules() });
    expect(save.statusCode).toBe(200);
    expect(save.json().data.rules.map((r: { name: string }) => r.name)).toEqual(['Big new deals', 'Partners']);
    const after = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/questionnaire/request/${id}/`, headers: v.admin.headers })).json().data;
    const b = await after(big.id);
    expect(b).toMatchObject({ priority: 'P1', priority_rule: { name: 'Big new deals' }, due_date_source: 'RULE' });
    expect(b.due_date).toBe(new Date(new Date(b.created_at).getTime() + 7 * 86400_000).toISOString().slice(0, 10));
    expect(await after(partner.id)).toMatchObject({ priority: 'P2', due_date: inDays(30), due_date_source: 'MANUAL' });
    expect((await after(plain.id)).priority).toBe('P3');

    // The list is sorted by priority by default.
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/questionnaire/request/?length=50', headers: v.admin.headers });
    const order = list.json().data.requests.map((r: { priority: string }) => r.priority);
    expect(order).toEqual([...order].sort());
  });

  it('recomputes a request’s priority when the request itself changes', async () => {
    await t.app.inject({ method: 'PUT', url: P, headers: v.admin.headers, payload: rules() });
    const r = await createRequest(t, v.admin, { customer: v.globex, customer_type: 'EXISTING' });
    expect(r.priority).toBe('P3');
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/questionnaire/request/${r.id}/`,
      headers: v.admin.headers,
      payload: { source_relation_type: 'PARTNER' },
    });
    expect(edit.json().data.priority).toBe('P2');
    const edit2 = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/questionnaire/request/${r.id}/`,
      headers: v.admin.headers,
      payload: { customer_type: 'NEW', customer_mrr: 99000 },
    });
    expect(edit2.json().data.priority).toBe('P1');
  });

  it('refuses a rule without conditions that would hide the rules after it, and duplicate names', async () => {
    const catchAll = await t.app.inject({
      method: 'PUT',
      url: P,
      headers: v.admin.headers,
      payload: {
        default_priority: 'P4',
        rules: [
          { name: 'Everything', conditions: [], priority: 'P1' },
          { name: 'Partners', conditions: [{ field: 'source_relation_type', op: 'in', value: ['PARTNER'] }], priority: 'P2' },
        ],
      },
    });
    expect(catchAll.statusCode).toBe(400);
    const dup = await t.app.inject({
      method: 'PUT',
      url: P,
      headers: v.admin.headers,
      payload: {
        default_priority: 'P4',
        rules: [
          { name: 'A', conditions: [], priority: 'P1' },
          { name: 'a', conditions: [], priority: 'P2' },
        ],
      },
    });
    expect(dup.statusCode).toBe(400);
    const bad = await t.app.inject({ method: 'PUT', url: P, headers: v.admin.headers, payload: { default_priority: 'P9', rules: [] } });
    expect(bad.statusCode).toBe(400);
  });

  it('is for people who manage settings: Sales and SME may not save rules', async () => {
    for (const user of [v.sales, v.sme]) {
      const res = await t.app.inject({ method: 'PUT', url: P, headers: user.headers, payload: rules() });
      expect(res.statusCode).toBe(403);
    }
  });

  it('keeps each organisation’s rules to itself', async () => {
    await t.app.inject({ method: 'PUT', url: P, headers: v.admin.headers, payload: rules() });
    const other = await questionnaireOrg(t, 'Elsewhere');
    const theirs = await t.app.inject({ method: 'GET', url: P, headers: other.admin.headers });
    expect(theirs.json().data).toEqual({ default_priority: 'P4', rules: [] });
    const preview = await t.app.inject({ method: 'POST', url: `${P}preview/`, headers: other.admin.headers, payload: rules() });
    expect(preview.json().data.unmatched).toEqual([]);
    expect(preview.json().data.rules[0].matches).toEqual([]);
  });
});
