import { Group, SegmentedControl, Select } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { limits } from '@shared/limits';
import type { useListParams } from '../lib/useListParams';
import { SearchInput } from './SearchInput';
import { sensitivityOptions } from './SensitivityBadge';

export interface ListFiltersProps {
  /** The list's URL state (useListParams): the filters read and change it. */
  lp: ReturnType<typeof useListParams>;
  /** The search box's placeholder ('Search name or auditor') and accessible name ('Search certifications'). */
  search: { placeholder: string; label: string };
  /** Also filter by Public / Confidential. */
  sensitivity?: boolean;
}

/** The filters above a list: a search (sent after a pause in typing), All / Active / Inactive and, if asked, the sensitivity. */
export function ListFilters({ lp, search, sensitivity }: ListFiltersProps) {
  const [text, setText] = useState(lp.search);
  const debounced = useDebouncedCallback((v: string) => lp.set({ search: v }), limits.searchDebounceMs);
  return (
    <Group mb="md" gap="sm" wrap="wrap">
      <SearchInput
        placeholder={search.placeholder}
        label={search.label}
        value={text}
        onChange={(v) => {
          setText(v);
          debounced(v);
        }}
      />
      <SegmentedControl
        aria-label="Filter by status"
        value={lp.get('is_active') ?? 'all'}
        onChange={(v) => lp.set({ is_active: v === 'all' ? undefined : v })}
        data={[
          { value: 'all', label: 'All' },
          { value: '1', label: 'Active' },
          { value: '0', label: 'Inactive' },
        ]}
      />
      {sensitivity && (
        <Select
          aria-label="Filter by sensitivity"
          placeholder="Any sensitivity"
          data={sensitivityOptions}
          value={lp.get('sensitivity') ?? null}
          onChange={(v) => lp.set({ sensitivity: v ?? undefined })}
          clearable
          w={180}
        />
      )}
    </Group>
  );
}
