import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFileCertificate, IconPencil, IconSearch, IconSettings } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SignedNda } from '@shared/contracts/gated-access';
import { limits } from '@shared/limits';
import { useListParams } from '@web/lib/useListParams';
import { DataTable, type Column } from '@web/ui/DataTable';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState, isRefusal } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { useSignedNdas } from './api';
import { AccessSettingsModal, NdaEditorDrawer, NdaVersionModal } from './NdaDialogs';

/** /admin-functions/signed-ndas (questionnaires §2.4): who accepted which NDA version, when. */
export function SignedNdasPage() {
  const session = useSession();
  const lp = useListParams({ sort_by: '-created_at' });
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(lp.search);
  const debounced = useDebouncedCallback((v: string) => lp.set({ search: v }), limits.searchDebounceMs);
  const { data, isLoading, error, refetch } = useSignedNdas({ page: lp.page, length: lp.length, sort_by: lp.sort_by, search: lp.search || undefined });
  const [viewing, setViewing] = useState<number | null>(null);
  const [settings, setSettings] = useState(false);
  const canEdit = session.can('nda_text:create') || session.can('nda_text:edit');
  const editorOpen = params.has('add_nda') && canEdit;
  const setEditor = (open: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (open) next.set('add_nda', '1');
        else next.delete('add_nda');
        return next;
      },
      { replace: true },
    );
  const linkCustomer = session.can('customer:view') && !session.isRole('sales', 'salesadmin');

  const columns: Column<SignedNda>[] = [
    {
      key: 'no',
      title: 'No.',
      width: 56,
      render: (_r, i) => (
        <Text size="sm" c="dimmed">
          {(lp.page - 1) * lp.length + i + 1}
        </Text>
      ),
    },
    {
      key: 'company',
      title: 'Company',
      sortable: true,
      render: (r) =>
        r.actor.company.id && linkCustomer ? (
          <Anchor component={Link} to={`/customer-management/${r.actor.company.id}`} size="sm">
            {r.actor.company.name}
          </Anchor>
        ) : (
          <Text size="sm">{r.actor.company.name}</Text>
        ),
    },
    {
      key: 'created_at',
      title: 'Signing Date and Time',
      sortable: true,
      render: (r) => <Text size="sm">{dayjs(r.created_at).format('D MMM YYYY, HH:mm')}</Text>,
    },
    {
      key: 'version',
      title: 'NDA Version',
      sortable: true,
      render: (r) => (
        <Anchor
          size="sm"
          component="button"
          type="button"
          onClick={() => setViewing(r.signed_nda.version)}
          title={`Text hash ${r.text_hash.slice(0, 16)}…, from ${r.ip || 'unknown IP'}`}
        >
          {r.signed_nda.version_display}
        </Anchor>
      ),
    },
    { key: 'member', title: 'Member Name', render: (r) => <Text size="sm">{r.actor.full_name}</Text> },
    { key: 'email', title: 'Email', render: (r) => <Text size="sm">{r.actor_email}</Text> },
  ];

  if (isRefusal(error)) return <ErrorState error={error} />;
  return (
    <>
      <PageHeader
        title="Signed NDAs"
        description="Every acceptance of your NDA: who, for which company, when, and the exact version they read."
        actions={
          <Group gap="sm">
            <Button variant="default" leftSection={<IconSettings size={16} />} onClick={() => setSettings(true)}>
              Settings
            </Button>
            {canEdit && (
              <Button leftSection={<IconPencil size={16} />} onClick={() => setEditor(true)}>
                Edit NDA
              </Button>
            )}
          </Group>
        }
      />
      <Group mb="md">
        <TextInput
          placeholder="Search name, e-mail, company"
          aria-label="Search signed NDAs"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            debounced(e.currentTarget.value);
          }}
          w={280}
        />
      </Group>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.data.signed_ndas}
          rowKey={(r) => r.id}
          loading={isLoading}
          sortBy={lp.sort_by}
          onSort={(s) => lp.set({ sort_by: s })}
          page={lp.page}
          length={lp.length}
          total={data?.pagination?.total_count}
          onPage={(p) => lp.set({ page: p }, false)}
          onLength={(l) => lp.set({ length: l })}
          empty={
            <EmptyState
              icon={IconFileCertificate}
              title="No signed NDAs yet"
              description="Members accept your NDA on the Trust Center before their first confidential download; each acceptance is recorded here."
            />
          }
        />
      )}
      <NdaVersionModal version={viewing} onClose={() => setViewing(null)} onPick={setViewing} />
      <NdaEditorDrawer opened={editorOpen} onClose={() => setEditor(false)} />
      <AccessSettingsModal opened={settings} onClose={() => setSettings(false)} canEdit={session.can('nda_text:edit')} />
    </>
  );
}
