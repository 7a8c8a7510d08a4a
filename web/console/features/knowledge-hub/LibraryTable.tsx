import { ActionIcon, Anchor, Badge, Button, Group, Menu, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertTriangle, IconBooks, IconCheck, IconDots, IconFileImport, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { knowledgeHubMessages as msg, librarySources, type LibraryEntry } from '@shared/contracts/knowledge-hub';
import { limits } from '@shared/limits';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useListParams } from '@web/lib/useListParams';
import { confirmAction } from '@web/ui/confirm';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { useDeleteEntry, useLibrary, useMarkReviewed, useProductChoices } from './api';
import type { Permissions } from './DocumentsTable';
import { OriginLines, ReviewPeriodControl, StaleBadge } from './AnswerAge';
import { ChoiceBadge, formatDate, ProductScope, sourceLabels, TableSkeleton } from './parts';
import { ExpandableText } from '@web/ui/ExpandableText';

export async function confirmDeleteEntry(entry: Pick<LibraryEntry, 'id' | 'question'>, remove: (id: string) => Promise<void>) {
  const ok = await confirmAction({
    title: 'Delete answer',
    message: (
      <Stack gap="xs">
        <Text size="sm">Delete this answer from the library? Drafts will no longer use it. This cannot be undone.</Text>
        <Text size="sm" c="dimmed" fs="italic" lineClamp={3}>
          {entry.question}
        </Text>
      </Stack>
    ),
    confirmLabel: 'Delete',
    danger: true,
  });
  if (!ok) return false;
  try {
    await remove(entry.id);
    notifySuccess(msg.entryDeleted);
    return true;
  } catch (err) {
    notifyError(err, 'The answer could not be deleted. Please try again.');
    return false;
  }
}

/** Where an answer came from: the imported file, the request it was approved in, or the person who wrote it. */
export function SourceCell({ entry }: { entry: LibraryEntry }) {
  const ref = entry.source_reference;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {sourceLabels[entry.source]}
      </Text>
      {entry.source === 'approved' && /^REQ-\d+/.test(ref) ? (
        <Anchor component={Link} to={`/questionnaires?search=${encodeURIComponent(ref)}`} size="sm" onClick={(e) => e.stopPropagation()}>
          {ref}
        </Anchor>
      ) : (
        <Text size="sm" lineClamp={2} title={ref} style={{ wordBreak: 'break-word' }}>
          {ref || '—'}
        </Text>
      )}
      <OriginLines origin={entry.origin} months={entry.review_months} pastReview={entry.past_review} withReference={false} />
    </Stack>
  );
}

/** The answer library: search, product / answered / source filters, and the pairs with their answers. */
export function LibraryTable({
  perms,
  onOpen,
  onCreate,
  onImport,
  onConflicts,
}: {
  perms: Permissions;
  onOpen: (id: string) => void;
  onCreate: () => void;
  onImport: () => void;
  onConflicts: () => void;
}) {
  const lp = useListParams({ sort_by: '-updated_at' });
  const [search, setSearch] = useState(lp.search);
  const applySearch = useDebouncedCallback((v: string) => lp.set({ search: v.trim() || undefined }), limits.searchDebounceMs);
  const products = useProductChoices();
  const remove = useDeleteEntry();
  const reviewed = useMarkReviewed();
  const answered = lp.get('answered') ?? '1';
  const review = lp.get('review');
  const q = {
    page: lp.page,
    length: lp.length,
    sort_by: lp.sort_by,
    search: lp.search || undefined,
    product: lp.get('product'),
    source: lp.get('source'),
    answered: answered === 'all' ? undefined : answered,
    past_review: review === 'past_review' ? ('1' as const) : undefined,
    stale: review === 'stale' ? ('1' as const) : undefined,
  };
  const { data, isLoading, error, refetch } = useLibrary(q);
  const filtered = Boolean(q.search || q.product || q.source || answered !== '1' || review);

  const columns: Column<LibraryEntry>[] = [
    {
      key: 'question',
      title: 'Question',
      sortable: true,
      width: '26%',
      render: (e) => (
        <Stack gap={4}>
          <Anchor component="button" type="button" size="sm" fw={600} ta="left" lineClamp={3} c="dark" onClick={(ev) => (ev.stopPropagation(), onOpen(e.id))}>
            {e.question}
          </Anchor>
          <Group gap={4}>
            <StaleBadge entry={e} />
            {e.external_ref && (
              <Badge size="xs" variant="outline" color="gray" tt="none">
                {e.external_ref}
              </Badge>
            )}
            {e.has_conflict && (
              <Tooltip label="Another answer to this question says something different">
                <Badge
                  size="xs"
                  color="orange"
                  variant="light"
                  tt="none"
                  leftSection={<IconAlertTriangle size={10} />}
                  style={{ cursor: 'pointer' }}
                  onClick={(ev) => (ev.stopPropagation(), onConflicts())}
                >
                  Conflict
                </Badge>
              </Tooltip>
            )}
            {!e.has_conflict && e.group_size > 1 && (
              <Tooltip label={`${e.group_size - 1} near-identical ${e.group_size === 2 ? 'question' : 'questions'} in the library`}>
                <Badge size="xs" color="gray" variant="light" tt="none">
                  {e.group_size - 1} similar
                </Badge>
              </Tooltip>
            )}
          </Group>
        </Stack>
      ),
    },
    {
      key: 'answer',
      title: 'Answer',
      // The answer is what a reviewer reads: it gets the width the question gives up.
      width: '30%',
      render: (e) =>
        e.answer_choice || e.answer_text ? (
          <Group gap={8} wrap="nowrap" align="flex-start">
            <ChoiceBadge choice={e.answer_choice} />
            {e.answer_text && (
              <ExpandableText size="sm" c="dark.4">
                {e.answer_text}
              </ExpandableText>
            )}
          </Group>
        ) : (
          <Badge color="yellow" variant="light" tt="none">
            Waiting for an answer
          </Badge>
        ),
    },
    { key: 'products', title: 'Products', width: 130, render: (e) => <ProductScope all={e.all_products} products={e.products} max={2} /> },
    {
      key: 'owner',
      title: 'Owner',
      width: 120,
      render: (e) => (
        <Text size="sm">
          {e.owner?.full_name ?? (
            <Text span c="dimmed">
              —
            </Text>
          )}
        </Text>
      ),
    },
    {
      key: 'last_reviewed_at',
      title: 'Last reviewed',
      sortable: true,
      width: 140,
      render: (e) => {
        const stale = e.past_review;
        return e.last_reviewed_at ? (
          <Tooltip label={stale ? `Past the ${e.review_months}-month review period` : dayjs(e.last_reviewed_at).format('D MMM YYYY, HH:mm')}>
            <Text size="sm" c={stale ? 'orange.8' : undefined}>
              {formatDate(e.last_reviewed_at)}
            </Text>
          </Tooltip>
        ) : (
          <Text size="sm" c="dimmed">
            Never
          </Text>
        );
      },
    },
    { key: 'source', title: 'Source', width: 220, render: (e) => <SourceCell entry={e} /> },
    {
      key: 'actions',
      title: '',
      width: 56,
      render: (e) =>
        perms.canEdit || perms.canDelete ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${e.question}`} onClick={(ev) => ev.stopPropagation()}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown onClick={(ev) => ev.stopPropagation()}>
              {perms.canEdit && (
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onOpen(e.id)}>
                  Edit
                </Menu.Item>
              )}
              {perms.canEdit && (e.answer_choice || e.answer_text) && (
                <Menu.Item
                  leftSection={<IconCheck size={16} />}
                  onClick={() =>
                    void reviewed
                      .mutateAsync(e.id)
                      .then(() => notifySuccess('Marked as reviewed today'))
                      .catch((err) => notifyError(err))
                  }
                >
                  Mark as reviewed
                </Menu.Item>
              )}
              {perms.canDelete && (
                <>
                  <Menu.Divider />
                  <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void confirmDeleteEntry(e, (id) => remove.mutateAsync(id))}>
                    Delete
                  </Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        ) : null,
    },
  ];

  const actions = perms.canCreate ? (
    <Group gap="sm">
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={onImport}>
        Import answered questionnaire
      </Button>
      <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
        Add answer
      </Button>
    </Group>
  ) : undefined;

  return (
    <>
      <Group mb="md" gap="sm" wrap="wrap">
        <TextInput
          aria-label="Search the library"
          placeholder="Search questions and answers"
          leftSection={<IconSearch size={16} />}
          w={280}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            applySearch(e.currentTarget.value);
          }}
        />
        <Select
          aria-label="Product"
          placeholder="All products"
          data={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={q.product ?? null}
          onChange={(v) => lp.set({ product: v })}
          clearable
          searchable
          w={190}
        />
        <Select
          aria-label="Source"
          placeholder="Any source"
          data={librarySources.map((s) => ({ value: s, label: sourceLabels[s] }))}
          value={q.source ?? null}
          onChange={(v) => lp.set({ source: v })}
          clearable
          w={190}
        />
        <Select
          aria-label="Answered"
          value={answered}
          onChange={(v) => lp.set({ answered: !v || v === '1' ? undefined : v })}
          data={[
            { value: '1', label: 'Answered' },
            { value: '0', label: 'Waiting for an answer' },
            { value: 'all', label: 'All questions' },
          ]}
          allowDeselect={false}
          w={200}
        />
        <Select
          aria-label="Review"
          placeholder="Any review state"
          value={review ?? null}
          onChange={(v) => lp.set({ review: v })}
          data={[
            { value: 'stale', label: 'Needs review (a fact changed)' },
            { value: 'past_review', label: 'Past review period' },
          ]}
          clearable
          w={230}
        />
        <Group ml="auto">
          <ReviewPeriodControl canEdit={perms.canEdit} />
        </Group>
      </Group>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : isLoading && !data ? (
        <TableSkeleton />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.data.entries}
          rowKey={(e) => e.id}
          loading={isLoading}
          sortBy={lp.sort_by}
          onSort={(s) => lp.set({ sort_by: s })}
          page={lp.page}
          length={lp.length}
          total={data?.pagination?.total_count}
          onPage={(page) => lp.set({ page }, false)}
          onLength={(length) => lp.set({ length })}
          onRowClick={(e) => onOpen(e.id)}
          empty={
            filtered ? (
              answered === '0' && !q.search && !q.product && !q.source ? (
                <EmptyState
                  icon={IconCheck}
                  title="Every question has an answer"
                  description="Questions imported without an answer wait here for a person to answer them."
                />
              ) : (
                <EmptyState icon={IconSearch} title="No answers match" description="Try another search or filter." />
              )
            ) : (
              <EmptyState
                icon={IconBooks}
                title="The answer library is empty"
                description="Import a questionnaire you have already answered (for example your filled CAIQ) or add answers one by one. Answers approved in questionnaire reviews are added here too."
                action={actions}
              />
            )
          }
        />
      )}
    </>
  );
}
