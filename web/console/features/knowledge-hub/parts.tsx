import { Badge, Group, MultiSelect, Paper, Skeleton, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleHalf2, IconCircleDashed } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { Confidence, LibrarySource, ProductRef } from '@shared/contracts/knowledge-hub';
import { useProductChoices } from './api';

/** The knowledge hub's own route, with a tab and an item to open (links from drafts and other pages). */
export const hubPath = '/questionnaires/knowledge-hub';
export const documentLink = (id: string) => `${hubPath}?tab=documents&document=${id}`;
export const entryLink = (id: string) => `${hubPath}?tab=library&entry=${id}`;

/** Yes / No / N/A (or the imported questionnaire's own choice word) as a coloured badge. */
export function ChoiceBadge({ choice, size = 'sm' }: { choice: string | null; size?: 'xs' | 'sm' | 'md' }) {
  if (!choice) return null;
  const c = choice.trim().toLowerCase();
  const color = c === 'yes' ? 'teal' : c === 'no' ? 'red' : c === 'n/a' || c === 'na' || c === 'not applicable' ? 'gray' : 'blue';
  return (
    <Badge size={size} color={color} variant="light" tt="none" style={{ flexShrink: 0 }} data-testid="choice-badge">
      {choice}
    </Badge>
  );
}

/** 'All products', or one chip per product. */
export function ProductScope({ all, products, max = 3 }: { all: boolean; products: ProductRef[]; max?: number }) {
  if (all || products.length === 0) {
    return (
      <Badge size="sm" variant="outline" color="gray" tt="none" miw="max-content">
        All products
      </Badge>
    );
  }
  const shown = products.slice(0, max);
  const rest = products.slice(max);
  return (
    <Group gap={4}>
      {shown.map((p) => (
        <Badge key={p.id} size="sm" variant="light" color="indigo" tt="none" miw="max-content">
          {p.name}
        </Badge>
      ))}
      {rest.length > 0 && (
        <Tooltip label={rest.map((p) => p.name).join(', ')}>
          <Badge size="sm" variant="light" color="gray" tt="none">
            +{rest.length}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}

const confidenceLook: Record<Confidence, { color: string; label: string; Icon: typeof IconCircleCheck; hint: string }> = {
  high: { color: 'teal', label: 'High confidence', Icon: IconCircleCheck, hint: 'A reviewed answer or strong, agreeing sources support this draft.' },
  medium: { color: 'yellow', label: 'Medium confidence', Icon: IconCircleHalf2, hint: 'Sources support this draft partly: check it before you send it.' },
  low: { color: 'orange', label: 'Low confidence', Icon: IconCircleDashed, hint: 'Only weak evidence was found: a person should confirm it.' },
};

/** high / medium / low, or the 'Needs input' flag when the engine did not answer. */
export function ConfidenceBadge({ confidence, flagged }: { confidence: Confidence; flagged: boolean }) {
  if (flagged) {
    return (
      <Tooltip label="No source answers this question: a person needs to answer it.">
        <Badge color="red" variant="light" tt="none" leftSection={<IconAlertTriangle size={14} />} data-testid="confidence">
          Needs input
        </Badge>
      </Tooltip>
    );
  }
  const look = confidenceLook[confidence];
  return (
    <Tooltip label={look.hint} multiline w={260}>
      <Badge color={look.color} variant="light" tt="none" leftSection={<look.Icon size={14} />} data-testid="confidence">
        {look.label}
      </Badge>
    </Tooltip>
  );
}

export const sourceLabels: Record<LibrarySource, string> = { import: 'Imported', approved: 'Approved in a review', manual: 'Added by hand' };

export const formatDate = (d: string | null | undefined) => (d ? dayjs(d).format('D MMM YYYY') : '—');

export const formatSize = (n: number) => (n >= 1048576 ? `${(n / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} kB`);

/** Product scope as a form field: a switch for all products, else a pick of products. */
export function ScopeFields({
  all,
  productIds,
  onChange,
  error,
  disabled,
}: {
  all: boolean;
  productIds: string[];
  onChange: (all: boolean, ids: string[]) => void;
  error?: ReactNode;
  disabled?: boolean;
}) {
  const products = useProductChoices();
  return (
    <Stack gap={6}>
      <Switch
        label="Applies to all products"
        checked={all}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked, e.currentTarget.checked ? [] : productIds)}
      />
      {!all && (
        <MultiSelect
          label="Products"
          description="Drafts for other products will not use it."
          placeholder={productIds.length ? undefined : 'Choose products'}
          data={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={productIds}
          onChange={(ids) => onChange(false, ids)}
          searchable
          clearable
          required
          disabled={disabled}
          error={error}
          nothingFoundMessage={products.isLoading ? 'Loading…' : 'No products yet: add them under Admin functions › Products'}
        />
      )}
      {all && error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** A table-shaped placeholder while a list loads for the first time. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Paper withBorder p="md" data-testid="table-skeleton">
      <Stack gap="md">
        <Skeleton h={14} w="40%" />
        {Array.from({ length: rows }, (_, i) => (
          <Group key={i} gap="md" wrap="nowrap">
            <Skeleton h={32} w={32} radius="md" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={12} w={`${60 - i * 5}%`} />
              <Skeleton h={10} w="30%" />
            </Stack>
            <Skeleton h={20} w={90} radius="xl" />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
