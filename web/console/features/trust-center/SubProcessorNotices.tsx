import {
  Alert,
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Modal,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconExternalLink, IconInfoCircle, IconMessageReport, IconSpeakerphone } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { subProcessorNoticeInput, subProcessorNoticeMessages as msg, type SubProcessorNotice } from '@shared/contracts/sub-processor-notices';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { useAnnounceSubProcessorChange, useSubProcessorNotice, useSubProcessorNotices } from './api';

/** What changed in the list since it was last saved, to start the announcement from. */
export interface ListChange {
  added: string[];
  removed: string[];
}

function draftMessage(change: ListChange | null) {
  if (!change) return '';
  const parts = [
    change.added.length ? `We are adding ${change.added.join(', ')} as ${change.added.length === 1 ? 'a sub-processor' : 'sub-processors'}.` : '',
    change.removed.length ? `We no longer use ${change.removed.join(', ')}.` : '',
  ].filter(Boolean);
  return parts.join(' ');
}

function AnnounceModal({ opened, onClose, onDone, change }: { opened: boolean; onClose: () => void; onDone: () => void; change: ListChange | null }) {
  const announce = useAnnounceSubProcessorChange();
  const form = useContractForm(subProcessorNoticeInput, { title: 'Changes to our sub-processors', message: draftMessage(change), objection_days: 30 });

  const submit = form.onSubmit(async (values) => {
    try {
      await announce.mutateAsync(values);
      notifySuccess(msg.announced);
      onDone();
      onClose();
    } catch (err) {
      showServerErrors(form, err);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={650} size="lg">
          Announce a sub-processor change
        </Text>
      }
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Posted as an announcement on the Trust Center (and its feed), e-mailed to confirmed subscribers and to every customer member. Members can object on
            the Trust Center until the window closes.
          </Text>
          <TextInput label="Title" required {...form.getInputProps('title')} maxLength={150} />
          <Textarea
            label="What changes"
            required
            autosize
            minRows={4}
            {...form.getInputProps('message')}
            placeholder="Who is added or removed, what data they handle, where, and from when."
          />
          <NumberInput
            label="Objection window"
            description="How long customers can object, in days"
            suffix=" days"
            min={1}
            max={90}
            w={220}
            {...form.getInputProps('objection_days')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" leftSection={<IconSpeakerphone size={16} />} loading={announce.isPending}>
              Announce
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ObjectionsDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data, error, isLoading } = useSubProcessorNotice(id);
  return (
    <Drawer
      opened={Boolean(id)}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Text fw={650} size="lg">
          Objections
        </Text>
      }
    >
      {error ? (
        <ErrorState error={error} />
      ) : isLoading || !data ? (
        <Skeleton h={160} />
      ) : (
        <Stack gap="md">
          <Stack gap={2}>
            <Text fw={600}>{data.title}</Text>
            <Text size="sm" c="dimmed">
              Announced {dayjs(data.created_at).format('D MMM YYYY')} ·{' '}
              {data.is_open
                ? `open until ${dayjs(data.objection_deadline).format('D MMM YYYY')}`
                : `closed on ${dayjs(data.objection_deadline).format('D MMM YYYY')}`}
            </Text>
          </Stack>
          {(data.objections ?? []).length === 0 ? (
            <EmptyState
              icon={IconMessageReport}
              title="No objections"
              description={data.is_open ? 'Customer members can still object on the Trust Center.' : 'Nobody objected during the window.'}
            />
          ) : (
            (data.objections ?? []).map((o) => (
              <Paper key={o.id} withBorder p="md" data-testid="objection">
                <Group justify="space-between" mb={6}>
                  <Text fw={600}>{o.customer.name}</Text>
                  <Text size="xs" c="dimmed">
                    {dayjs(o.created_at).format('D MMM YYYY, HH:mm')}
                  </Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {o.reason}
                </Text>
                <Text size="xs" c="dimmed" mt={6}>
                  {o.member_name} · {o.member_email}
                </Text>
              </Paper>
            ))
          )}
        </Stack>
      )}
    </Drawer>
  );
}

/** Below the sub-processor list: announce a change with an objection window, and read the objections. */
export function SubProcessorNotices({ change, canAnnounce, onAnnounced }: { change: ListChange | null; canAnnounce: boolean; onAnnounced: () => void }) {
  const notices = useSubProcessorNotices();
  const [announcing, setAnnouncing] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const list: SubProcessorNotice[] = notices.data ?? [];

  return (
    <Paper withBorder p="lg" data-testid="sub-processor-notices">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Title order={4}>Change announcements</Title>
          <Text size="sm" c="dimmed">
            Tell customers about sub-processor changes and give them time to object.
          </Text>
        </Stack>
        {canAnnounce && (
          <Button
            variant={change ? 'filled' : 'light'}
            leftSection={<IconSpeakerphone size={16} />}
            style={{ flexShrink: 0 }}
            onClick={() => setAnnouncing(true)}
          >
            Announce a change
          </Button>
        )}
      </Group>
      {change && canAnnounce && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} mb="md" title="You changed the sub-processor list">
          {draftMessage(change)} Announce it so customers can review the change and object.
        </Alert>
      )}
      {notices.error ? (
        <ErrorState error={notices.error} onRetry={() => void notices.refetch()} />
      ) : notices.isLoading ? (
        <Skeleton h={80} />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No change announced yet.
        </Text>
      ) : (
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Announcement</Table.Th>
              <Table.Th>Objection window</Table.Th>
              <Table.Th>Objections</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((n) => (
              <Table.Tr key={n.id} data-testid="notice-row">
                <Table.Td>
                  <Stack gap={0}>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {n.title}
                      </Text>
                      <Anchor href={n.public_url} target="_blank" rel="noopener noreferrer" aria-label={`Open “${n.title}” on the Trust Center`}>
                        <IconExternalLink size={14} />
                      </Anchor>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {dayjs(n.created_at).format('D MMM YYYY')}
                      {n.created_by ? ` · ${n.created_by}` : ''} · {n.members_emailed} member{n.members_emailed === 1 ? '' : 's'} e-mailed
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {n.is_open ? (
                    <Badge variant="light" color="blue">
                      Open until {dayjs(n.objection_deadline).format('D MMM')}
                    </Badge>
                  ) : (
                    <Badge variant="light" color="gray">
                      Closed {dayjs(n.objection_deadline).format('D MMM')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant={n.objection_count ? 'light' : 'subtle'}
                    color={n.objection_count ? 'orange' : 'gray'}
                    onClick={() => setOpen(n.id)}
                  >
                    {n.objection_count ? `${n.objection_count} objection${n.objection_count === 1 ? '' : 's'}` : 'None'}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {announcing && <AnnounceModal opened onClose={() => setAnnouncing(false)} onDone={onAnnounced} change={change} />}
      <ObjectionsDrawer id={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}
