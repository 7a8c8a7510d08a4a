import type { Priority, PriorityConditionInput } from '@shared/contracts/questionnaires';

/** What a rule looks at: the request's own fields. */
export interface RequestFacts {
  customerType: string;
  sourceRelationType: string;
  customerMrr: number | null;
  productIds: string[];
  /** The due date a person chose (YYYY-MM-DD); a date set by a rule is not a fact. */
  dueDate: string | null;
}

export interface Rule {
  id: string;
  name: string;
  isActive: boolean;
  conditions: PriorityConditionInput[];
  priority: Priority;
  dueDateOffsetDays: number | null;
}

export interface Outcome {
  priority: Priority;
  ruleId: string | null;
  ruleIndex: number | null;
  dueDateOffsetDays: number | null;
}

const addDays = (isoDate: string, days: number) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export function conditionHolds(c: PriorityConditionInput, f: RequestFacts, today: string): boolean {
  switch (c.field) {
    case 'customer_type':
      return (c.value as string[]).includes(f.customerType);
    case 'source_relation_type':
      return (c.value as string[]).includes(f.sourceRelationType);
    case 'customer_mrr':
      if (f.customerMrr === null) return false;
      return c.op === 'gte' ? f.customerMrr >= c.value : f.customerMrr <= c.value;
    case 'products':
      return c.value.some((p) => f.productIds.includes(p));
    case 'due_date':
      return f.dueDate !== null && f.dueDate <= addDays(today, c.value);
  }
}

/** The first active rule whose conditions all hold decides; none → the organisation's default. */
export function evaluate(rules: Rule[], defaultPriority: Priority, facts: RequestFacts, today: string): Outcome {
  for (const [i, rule] of rules.entries()) {
    if (!rule.isActive) continue;
    if (rule.conditions.every((c) => conditionHolds(c, facts, today))) {
      return { priority: rule.priority, ruleId: rule.id, ruleIndex: i, dueDateOffsetDays: rule.dueDateOffsetDays };
    }
  }
  return { priority: defaultPriority, ruleId: null, ruleIndex: null, dueDateOffsetDays: null };
}

/** The due date a rule's offset gives a request created on `createdAt`. */
export const offsetDueDate = (createdAt: Date, days: number) => addDays(createdAt.toISOString().slice(0, 10), days);

export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A short sentence describing a rule, for logs and the settings screen. */
export function describeCondition(c: PriorityConditionInput, productName: (id: string) => string = (id) => id): string {
  switch (c.field) {
    case 'customer_type':
      return `customer type is ${(c.value as string[]).join(' or ')}`;
    case 'source_relation_type':
      return `source is ${(c.value as string[]).join(' or ')}`;
    case 'customer_mrr':
      return `MRR ${c.op === 'gte' ? '≥' : '≤'} ${c.value}`;
    case 'products':
      return `product is ${c.value.map(productName).join(' or ')}`;
    case 'due_date':
      return `due within ${c.value} days`;
  }
}
