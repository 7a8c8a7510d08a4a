import type { z } from 'zod';
import {
  priorities,
  reqNumLabel,
  type Priority,
  type PrioritizationPreview,
  type PrioritizationView,
  type prioritizationBody,
} from '@shared/contracts/questionnaires';
import type { AppDeps } from '@server/deps';
import type { Tx } from '@server/db/client';
import type { questionnaireRequests } from '@server/db/schema/index';
import { recordActivity } from '@server/lib/activity';
import type { AuthContext } from '@server/lib/context';
import { validation } from '@server/lib/errors';
import { updateRequestRow } from '../requests/queries';
import { loadFacts, replaceRules, saveDefaultPriority, selectRules, selectSettings, type FactRow } from './queries';
import { evaluate, offsetDueDate, todayUtc, type RequestFacts, type Rule } from './rules';

type Body = z.output<typeof prioritizationBody>;

export async function loadPrioritization(tx: Tx, organizationId: string): Promise<{ defaultPriority: Priority; rules: Rule[] }> {
  const settings = await selectSettings(tx, organizationId);
  const list = await selectRules(tx, organizationId);
  return {
    defaultPriority: (settings?.defaultPriority as Priority) ?? 'P4',
    rules: list.map((r) => ({
      id: r.id,
      name: r.name,
      isActive: r.isActive,
      conditions: r.conditions as Rule['conditions'],
      priority: r.priority as Priority,
      dueDateOffsetDays: r.dueDateOffsetDays,
    })),
  };
}

/** Settings → Questionnaires: the default priority and the ordered rules. */
export function getPrioritization(deps: AppDeps, auth: AuthContext): Promise<PrioritizationView> {
  return deps.tenant(auth, (tx) => prioritizationView(tx, auth));
}

async function prioritizationView(tx: Tx, auth: AuthContext): Promise<PrioritizationView> {
  const p = await loadPrioritization(tx, auth.organizationId);
  return {
    default_priority: p.defaultPriority,
    rules: p.rules.map((r, i) => ({
      id: r.id,
      position: i + 1,
      name: r.name,
      is_active: r.isActive,
      conditions: r.conditions,
      priority: r.priority,
      due_date_offset_days: r.dueDateOffsetDays,
    })),
  };
}

const facts = (r: FactRow): RequestFacts => ({
  customerType: r.customer_type,
  sourceRelationType: r.source_relation_type,
  customerMrr: r.customer_mrr === null ? null : Number(r.customer_mrr),
  productIds: r.product_ids ?? [],
  dueDate: r.due_date_source === 'RULE' ? null : r.due_date,
});

/**
 * Recomputes priority (and a rule-given due date) of the given requests, or of every open one.
 * Returns how many changed.
 */
export async function recomputePriorities(tx: Tx, organizationId: string, requestIds?: string[]): Promise<number> {
  const { rules, defaultPriority } = await loadPrioritization(tx, organizationId);
  const today = todayUtc();
  let changed = 0;
  for (const r of await loadFacts(tx, organizationId, requestIds)) {
    const out = evaluate(rules, defaultPriority, facts(r), today);
    const patch: Partial<typeof questionnaireRequests.$inferInsert> = {};
    if (out.priority !== r.priority || out.ruleId !== r.priority_rule_id) Object.assign(patch, { priority: out.priority, priorityRuleId: out.ruleId });
    if (r.due_date_source === 'RULE' || r.due_date === null) {
      const due = out.dueDateOffsetDays !== null ? offsetDueDate(new Date(r.created_at), out.dueDateOffsetDays) : null;
      if (due !== r.due_date) Object.assign(patch, { dueDate: due, dueDateSource: due ? 'RULE' : 'MANUAL' });
    }
    if (Object.keys(patch).length === 0) continue;
    changed++;
    await updateRequestRow(tx, organizationId, r.id, patch);
  }
  return changed;
}

function toRules(body: Body): Rule[] {
  return body.rules.map((r, i) => ({
    id: r.id ?? `new-${i}`,
    name: r.name,
    isActive: r.is_active,
    conditions: r.conditions,
    priority: r.priority,
    dueDateOffsetDays: r.due_date_offset_days,
  }));
}

/** Which open requests each rule would take, before saving (first match wins). */
export async function previewPrioritization(deps: AppDeps, auth: AuthContext, body: Body): Promise<PrioritizationPreview> {
  const rules = toRules(body);
  const today = todayUtc();
  const out: PrioritizationPreview = {
    rules: rules.map((r, index) => ({ index, name: r.name, priority: r.priority, matches: [] })),
    unmatched: [],
    changes: 0,
  };
  for (const r of await deps.tenant(auth, (tx) => loadFacts(tx, auth.organizationId))) {
    const o = evaluate(rules, body.default_priority, facts(r), today);
    const item = { id: r.id, req_num: r.req_num, customer: r.customer_name, current_priority: r.priority };
    if (o.ruleIndex === null) out.unmatched.push(item);
    else out.rules[o.ruleIndex]!.matches.push(item);
    if (o.priority !== r.priority) out.changes++;
  }
  return out;
}

/** Saves the ordered rules (replacing the old set), recomputes every open request's priority, and answers with the rules. */
export function savePrioritization(deps: AppDeps, auth: AuthContext, body: Body): Promise<PrioritizationView> {
  return deps.tenant(auth, async (tx) => (await applyPrioritization(tx, auth, body)).view);
}

/** savePrioritization in the caller's transaction (the demo seed); also says how many requests changed priority. */
export async function applyPrioritization(tx: Tx, auth: AuthContext, body: Body): Promise<{ view: PrioritizationView; changed: number }> {
  const org = auth.organizationId;
  const names = new Set<string>();
  for (const [i, r] of body.rules.entries()) {
    const key = r.name.toLowerCase();
    if (names.has(key)) throw validation(`Two rules are named ${r.name}. Please give each rule its own name.`, `rules.${i}.name`);
    names.add(key);
    if (r.conditions.length === 0 && i < body.rules.length - 1 && r.is_active) {
      throw validation(
        `Rule ${r.name} has no conditions, so it matches every request and the rules after it never apply. Add a condition or move it last.`,
        `rules.${i}.conditions`,
      );
    }
  }
  if (!priorities.includes(body.default_priority)) throw validation('Choose a default priority.', 'default_priority');
  await replaceRules(
    tx,
    org,
    body.rules.map((r, i) => ({
      id: r.id,
      values: {
        position: i + 1,
        name: r.name,
        isActive: r.is_active,
        conditions: r.conditions,
        priority: r.priority,
        dueDateOffsetDays: r.due_date_offset_days,
        updatedAt: new Date(),
      },
    })),
  );
  await saveDefaultPriority(tx, org, body.default_priority);
  const changed = await recomputePriorities(tx, org);
  await recordActivity(tx, auth, org, {
    group: 'request',
    action: 'update',
    objectType: 'request',
    objectName: 'Prioritization rules',
    description: `Updated the questionnaire prioritization rules (${body.rules.length} rule${body.rules.length === 1 ? '' : 's'}); ${changed} open request${changed === 1 ? '' : 's'} changed priority`,
    metadata: { rules: body.rules.map((r) => ({ name: r.name, priority: r.priority })), changed },
  });
  return { view: await prioritizationView(tx, auth), changed };
}

export const describeRequest = (r: { req_num: number; customer: string | null }) => `${reqNumLabel(r.req_num)}${r.customer ? ` (${r.customer})` : ''}`;
