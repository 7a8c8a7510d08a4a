import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { tcMessages, type SubProcessor } from '@shared/contracts/tc-config';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { EmptyState } from '@web/ui/EmptyState';
import { useUpdateSiteConfiguration } from './api';
import { FormCard, type FieldFormProps } from './OrgInfoForms';
import { SubProcessorNotices, type ListChange } from './SubProcessorNotices';

type Row = Omit<SubProcessor, 'id'> & { id?: string; key: string };

let counter = 0;
/** The last saved change, kept across the form being re-created with the saved data. */
let pendingChange: ListChange | null = null;
const blank = (): Row => ({ key: `new-${++counter}`, name: '', purpose: '', data_types_handled: '', location: '', website_url: '' });

/** The sub-processor list: edit in place, add, remove, reorder; saved as a whole. */
export function SubProcessorsEditor({ config, readOnly }: FieldFormProps) {
  const save = useUpdateSiteConfiguration();
  const [rows, setRows] = useState<Row[]>(() => config.sub_processors.map((s) => ({ ...s, key: s.id })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [change, setChange] = useState<ListChange | null>(null);

  const update = (i: number, patch: Partial<Row>) => setRows((r) => r.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const move = (i: number, d: -1 | 1) =>
    setRows((r) => {
      const next = [...r];
      const [x] = next.splice(i, 1);
      next.splice(i + d, 0, x!);
      return next;
    });

  async function submit() {
    const missing: Record<string, string> = {};
    rows.forEach((r, i) => {
      if (!r.name.trim()) missing[`${i}.name`] = 'Please enter a name';
    });
    setErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      // Suggest announcing what changed. Set before saving: the saved data re-creates this form, and the new one reads it.
      const before = new Set(config.sub_processors.map((s) => s.name));
      const after = new Set(rows.map((r) => r.name.trim()));
      const diff = { added: [...after].filter((n) => !before.has(n)), removed: [...before].filter((n) => !after.has(n)) };
      const previous = pendingChange;
      if (diff.added.length || diff.removed.length) pendingChange = diff;
      let saved;
      try {
        saved = await save.mutateAsync({ sub_processors: rows.map(({ key: _key, ...r }) => r) });
      } catch (err) {
        pendingChange = previous;
        throw err;
      }
      setRows(saved.sub_processors.map((s) => ({ ...s, key: s.id })));
      setChange(pendingChange);
      notifySuccess(tcMessages.saved);
    } catch (err) {
      // Field errors arrive as sub_processors.{row}.{field}.
      const byRow: Record<string, string> = {};
      if (err instanceof ApiError) {
        for (const e of err.errors)
          if (e.attr?.startsWith('sub_processors.')) byRow[e.attr.slice('sub_processors.'.length)] = e.detail.replace(/^[A-Z][\w ]*: /, '');
      }
      if (Object.keys(byRow).length) setErrors(byRow);
      else notifyError(err);
    }
  }

  return (
    <Stack gap="lg">
      <FormCard
        title="Sub-processors"
        description="Third parties that process customer data on your behalf. The first 8 are shown, the rest behind “Show more”."
        saving={save.isPending}
        readOnly={readOnly}
        onSubmit={() => void submit()}
      >
        {rows.length === 0 && (
          <EmptyState title="No sub-processors yet" description="Add the services that handle your customers' data, such as your cloud provider." />
        )}
        {rows.map((r, i) => (
          <Paper key={r.key} withBorder p="md" data-testid="sub-processor-row">
            <Group justify="space-between" mb="xs">
              <Text size="sm" fw={600}>
                {r.name || `Sub-processor ${i + 1}`}
              </Text>
              {!readOnly && (
                <Group gap={4}>
                  <Tooltip label="Move up">
                    <ActionIcon variant="subtle" color="gray" disabled={i === 0} onClick={() => move(i, -1)} aria-label="Move up">
                      <IconArrowUp size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Move down">
                    <ActionIcon variant="subtle" color="gray" disabled={i === rows.length - 1} onClick={() => move(i, 1)} aria-label="Move down">
                      <IconArrowDown size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Remove">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => setRows((x) => x.filter((_, j) => j !== i))}
                      aria-label={`Remove ${r.name || 'sub-processor'}`}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Name"
                required
                value={r.name}
                onChange={(e) => update(i, { name: e.currentTarget.value })}
                error={errors[`${i}.name`]}
                readOnly={readOnly}
              />
              <TextInput
                label="Website"
                placeholder="https://…"
                value={r.website_url}
                onChange={(e) => update(i, { website_url: e.currentTarget.value })}
                error={errors[`${i}.website_url`]}
                readOnly={readOnly}
              />
              <TextInput
                label="Purpose"
                placeholder="e.g. Cloud hosting"
                value={r.purpose}
                onChange={(e) => update(i, { purpose: e.currentTarget.value })}
                readOnly={readOnly}
              />
              <TextInput
                label="Data handled"
                placeholder="e.g. All customer data"
                value={r.data_types_handled}
                onChange={(e) => update(i, { data_types_handled: e.currentTarget.value })}
                readOnly={readOnly}
              />
              <TextInput
                label="Location"
                placeholder="e.g. EU (Frankfurt)"
                value={r.location}
                onChange={(e) => update(i, { location: e.currentTarget.value })}
                readOnly={readOnly}
              />
            </SimpleGrid>
          </Paper>
        ))}
        {!readOnly && (
          <Stack align="flex-start">
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setRows((r) => [...r, blank()])}>
              Add sub-processor
            </Button>
          </Stack>
        )}
      </FormCard>
      <SubProcessorNotices
        change={change ?? pendingChange}
        canAnnounce={!readOnly}
        onAnnounced={() => {
          pendingChange = null;
          setChange(null);
        }}
      />
    </Stack>
  );
}
