import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconInfoCircle, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import {
  PRIORITIZATION_SAVE_FAILED,
  priorities,
  priorityLabels,
  reqNumLabel,
  type PrioritizationBody,
  type PriorityConditionInput,
  type Priority,
} from '@shared/contracts/questionnaires';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { ErrorState } from '@web/ui/ErrorState';
import { useSession } from '../../auth/session';
import { useFormOptions, usePrioritization, usePrioritizationPreview, useSavePrioritization } from './api';
import { PriorityBadge } from './badges';

type Rule = {
  key: string;
  id?: string;
  name: string;
  is_active: boolean;
  conditions: PriorityConditionInput[];
  priority: Priority;
  due_date_offset_days: number | null;
};

const fieldLabels: Record<PriorityConditionInput['field'], string> = {
  customer_type: 'Customer type',
  customer_mrr: 'MRR',
  products: 'Products',
  due_date: 'Due date',
  source_relation_type: 'Source relation',
};

const newCondition = (field: PriorityConditionInput['field']): PriorityConditionInput => {
  switch (field) {
    case 'customer_type':
      return { field, op: 'in', value: ['NEW'] };
    case 'source_relation_type':
      return { field, op: 'in', value: ['PARTNER'] };
    case 'customer_mrr':
      return { field, op: 'gte', value: 10000 };
    case 'products':
      return { field, op: 'any', value: [] };
    case 'due_date':
      return { field, op: 'within_days', value: 7 };
  }
};

/**
 * An emptied number field stays empty as the user left it (never a silent 0): its condition says what is missing
 * and the rules are not saved until it is filled in. Kept as '' in the editor's state only.
 */
const EMPTY_NUMBER_MESSAGES = { customer_mrr: 'Enter an MRR amount.', due_date: 'Enter a number of days.' } as const;
const emptied = (v: string | number) => (v === '' ? ('' as unknown as number) : Number(v));
const missing = (c: { field: string; value: unknown }) => (c.field === 'customer_mrr' || c.field === 'due_date') && (c.value as unknown) === '';

let seq = 0;
const key = () => `r${++seq}`;

function ConditionEditor({
  c,
  onChange,
  products,
}: {
  c: PriorityConditionInput;
  onChange: (c: PriorityConditionInput) => void;
  products: { value: string; label: string }[];
}) {
  switch (c.field) {
    case 'customer_type':
      return (
        <MultiSelect
          aria-label="Customer types"
          data={[
            { value: 'NEW', label: 'New Customer' },
            { value: 'RENEWAL', label: 'Renewal' },
            { value: 'EXISTING', label: 'Existing Customer' },
          ]}
          value={c.value}
          onChange={(v) => onChange({ ...c, value: v as typeof c.value })}
          style={{ flex: 1 }}
        />
      );
    case 'source_relation_type':
      return (
        <MultiSelect
          aria-label="Source relations"
          data={[
            { value: 'DIRECT', label: 'Direct' },
            { value: 'PARTNER', label: 'Partner' },
          ]}
          value={c.value}
          onChange={(v) => onChange({ ...c, value: v as typeof c.value })}
          style={{ flex: 1 }}
        />
      );
    case 'customer_mrr':
      return (
        <Group gap="xs" style={{ flex: 1 }} wrap="nowrap">
          <Select
            aria-label="Comparison"
            data={[
              { value: 'gte', label: 'at least' },
              { value: 'lte', label: 'at most' },
            ]}
            value={c.op}
            onChange={(v) => v && onChange({ ...c, op: v as 'gte' | 'lte' })}
            w={120}
            allowDeselect={false}
          />
          <NumberInput
            aria-label="MRR"
            prefix="$"
            thousandSeparator=","
            min={0}
            value={c.value}
            onChange={(v) => onChange({ ...c, value: emptied(v) })}
            error={missing(c) ? EMPTY_NUMBER_MESSAGES.customer_mrr : undefined}
            style={{ flex: 1 }}
          />
        </Group>
      );
    case 'products':
      return (
        <MultiSelect
          aria-label="Products"
          placeholder="Any of these products"
          data={products}
          value={c.value}
          onChange={(v) => onChange({ ...c, value: v })}
          searchable
          style={{ flex: 1 }}
        />
      );
    case 'due_date':
      return (
        <NumberInput
          aria-label="Days"
          prefix="within "
          suffix=" days"
          min={0}
          max={3650}
          value={c.value}
          onChange={(v) => onChange({ ...c, value: emptied(v) })}
          error={missing(c) ? EMPTY_NUMBER_MESSAGES.due_date : undefined}
          style={{ flex: 1 }}
        />
      );
  }
}

/** Settings → Questionnaires: ordered prioritisation rules with a live preview (portal §2, §8). */
export function PrioritizationTab() {
  const session = useSession();
  const canEdit = session.can('settings:edit');
  const current = usePrioritization();
  const options = useFormOptions();
  const save = useSavePrioritization();
  const preview = usePrioritizationPreview();
  const [rules, setRules] = useState<Rule[] | null>(null);
  const [defaultPriority, setDefault] = useState<Priority>('P4');
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (current.data && rules === null) {
      setRules(current.data.rules.map((r) => ({ ...r, key: key() })));
      setDefault(current.data.default_priority);
    }
  }, [current.data, rules]);

  const body: PrioritizationBody | null = useMemo(
    () =>
      rules
        ? {
            default_priority: defaultPriority,
            rules: rules.map(({ key: _k, ...r }) => ({ ...r, conditions: r.conditions.filter((c) => !Array.isArray(c.value) || c.value.length > 0) })),
          }
        : null,
    [rules, defaultPriority],
  );
  const [debounced] = useDebouncedValue(body, 600);
  const { mutate: runPreview } = preview;
  useEffect(() => {
    if (debounced && debounced.rules.every((r) => r.name.trim() && !(r.conditions ?? []).some(missing))) runPreview(debounced);
  }, [debounced, runPreview]);

  if (current.error) return <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  if (!rules) return <Skeleton h={300} />;

  const productOptions = (options.data?.products ?? []).map((p) => ({ value: p.id, label: p.name }));
  const change = (next: Rule[]) => {
    setRules(next);
    setDirty(true);
  };
  const patch = (i: number, p: Partial<Rule>) => change(rules.map((r, j) => (j === i ? { ...r, ...p } : r)));
  const move = (i: number, d: -1 | 1) => {
    const next = [...rules];
    const [r] = next.splice(i, 1);
    next.splice(i + d, 0, r!);
    change(next);
  };

  const incomplete = rules.some((r) => r.conditions.some(missing));
  const submit = async () => {
    if (!body) return;
    if (incomplete) {
      notifyError(null, 'Fill in the empty amounts before saving the rules.');
      return;
    }
    try {
      await save.mutateAsync(body);
      setDirty(false);
      setRules(null);
      notifySuccess('Settings updated');
    } catch (err) {
      notifyError(err instanceof ApiError && err.status < 500 ? err : null, PRIORITIZATION_SAVE_FAILED);
    }
  };

  return (
    <Stack gap="md" maw={920}>
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={560}>
          Rules are checked from top to bottom: the first rule whose conditions all hold sets a request’s priority, and can give it a due date when nobody chose
          one. Open requests follow the rules as soon as you save.
        </Text>
        <Select
          label="When no rule matches"
          data={priorities.map((p) => ({ value: p, label: priorityLabels[p] }))}
          value={defaultPriority}
          onChange={(v) => {
            if (v) {
              setDefault(v as Priority);
              setDirty(true);
            }
          }}
          w={180}
          allowDeselect={false}
          disabled={!canEdit}
        />
      </Group>
      {rules.length === 0 && (
        <Alert variant="light" icon={<IconInfoCircle size={18} />}>
          No rules yet: every request gets {defaultPriority}. Add a rule to bring the urgent ones to the top of the list.
        </Alert>
      )}
      {rules.map((r, i) => {
        const matches = preview.data?.rules[i]?.matches ?? [];
        return (
          <Card key={r.key} padding="md" data-testid="priority-rule">
            <Group justify="space-between" wrap="nowrap" mb="sm">
              <Group gap="xs" wrap="nowrap" style={{ flex: 1 }}>
                <Badge variant="light" color="gray" radius="sm">
                  {i + 1}
                </Badge>
                <TextInput
                  aria-label="Rule name"
                  placeholder="Rule name"
                  value={r.name}
                  onChange={(e) => patch(i, { name: e.currentTarget.value })}
                  style={{ flex: 1 }}
                  disabled={!canEdit}
                  error={!r.name.trim() ? 'Name the rule' : undefined}
                />
              </Group>
              <Group gap={4} wrap="nowrap">
                <Switch label="Active" checked={r.is_active ?? true} onChange={(e) => patch(i, { is_active: e.currentTarget.checked })} disabled={!canEdit} />
                <ActionIcon variant="subtle" color="gray" disabled={!canEdit || i === 0} onClick={() => move(i, -1)} aria-label="Move up">
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="gray" disabled={!canEdit || i === rules.length - 1} onClick={() => move(i, 1)} aria-label="Move down">
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" disabled={!canEdit} onClick={() => change(rules.filter((_, j) => j !== i))} aria-label="Delete rule">
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
            <Stack gap="xs">
              {r.conditions.map((c, ci) => (
                <Group key={ci} gap="xs" wrap="nowrap">
                  <Text size="sm" w={40} c="dimmed">
                    {ci === 0 ? 'When' : 'and'}
                  </Text>
                  <Select
                    aria-label="Field"
                    data={Object.entries(fieldLabels).map(([value, label]) => ({ value, label }))}
                    value={c.field}
                    onChange={(v) =>
                      v && patch(i, { conditions: r.conditions.map((x, j) => (j === ci ? newCondition(v as PriorityConditionInput['field']) : x)) })
                    }
                    w={160}
                    allowDeselect={false}
                    disabled={!canEdit}
                  />
                  <ConditionEditor
                    c={c}
                    products={productOptions}
                    onChange={(nc) => patch(i, { conditions: r.conditions.map((x, j) => (j === ci ? nc : x)) })}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => patch(i, { conditions: r.conditions.filter((_, j) => j !== ci) })}
                    aria-label="Remove condition"
                    disabled={!canEdit}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                </Group>
              ))}
              {canEdit && (
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => patch(i, { conditions: [...r.conditions, newCondition('customer_type')] })}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Add condition
                </Button>
              )}
              <Group gap="sm" mt={4}>
                <Text size="sm" c="dimmed">
                  then set
                </Text>
                <Select
                  aria-label="Priority"
                  data={priorities.map((p) => ({ value: p, label: priorityLabels[p] }))}
                  value={r.priority}
                  onChange={(v) => v && patch(i, { priority: v as Priority })}
                  w={150}
                  allowDeselect={false}
                  disabled={!canEdit}
                />
                <NumberInput
                  aria-label="Due date offset"
                  placeholder="No due date"
                  prefix="due in "
                  suffix=" days"
                  min={0}
                  max={365}
                  value={r.due_date_offset_days ?? ''}
                  onChange={(v) => patch(i, { due_date_offset_days: v === '' ? null : Number(v) })}
                  w={170}
                  disabled={!canEdit}
                />
                <Tooltip label="Used only when the request has no due date of its own">
                  <IconInfoCircle size={16} color="var(--mantine-color-gray-5)" />
                </Tooltip>
              </Group>
              <Group gap={6} mt={4}>
                <Text size="xs" c="dimmed">
                  Would take {matches.length} open request{matches.length === 1 ? '' : 's'}
                  {matches.length ? ':' : ''}
                </Text>
                {matches.slice(0, 8).map((m) => (
                  <Tooltip key={m.id} label={`Now ${m.current_priority}`}>
                    <Badge size="sm" variant="outline" radius="sm" tt="none">
                      {reqNumLabel(m.req_num)} · {m.customer ?? '—'}
                    </Badge>
                  </Tooltip>
                ))}
                {matches.length > 8 && (
                  <Text size="xs" c="dimmed">
                    and {matches.length - 8} more
                  </Text>
                )}
              </Group>
            </Stack>
          </Card>
        );
      })}
      <Group justify="space-between">
        {canEdit ? (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              change([
                ...rules,
                {
                  key: key(),
                  name: `Rule ${rules.length + 1}`,
                  is_active: true,
                  conditions: [newCondition('customer_type')],
                  priority: 'P2',
                  due_date_offset_days: null,
                },
              ])
            }
          >
            Add rule
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          {preview.isPending && <Loader size="xs" />}
          {preview.data && (
            <Text component="div" size="sm" c="dimmed" data-testid="priority-preview-summary">
              {preview.data.unmatched.length} open request{preview.data.unmatched.length === 1 ? ' matches' : 's match'} no rule (
              <PriorityBadge priority={defaultPriority} />) · {preview.data.changes} would change priority
            </Text>
          )}
          {canEdit && (
            <Button onClick={() => void submit()} loading={save.isPending} disabled={!dirty}>
              Save rules
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}

export default PrioritizationTab;
