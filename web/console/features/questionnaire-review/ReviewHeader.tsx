import { ProgressRing } from '@web/ui/ProgressRing';
import { Anchor, Avatar, Badge, Button, Group, Menu, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconDots, IconDownload, IconFlag, IconHistory, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { reqNumLabel, type RequestFileView } from '@shared/contracts/questionnaires';
import { questionMessages } from '@shared/contracts/questions';
import type { FileViewer } from './api';

const statusColor: Record<string, string> = { COMPLETE: 'green', APPROVED: 'teal', IN_REVIEW: 'blue', IN_PROGRESS: 'blue', NOT_STARTED: 'gray' };

/**
 * The file review header (questionnaires §2.8): progress, 'Mark as Approved' (100 % only, not for SME),
 * 'Mark as Complete' once approved, and the menu with Comments, Logs and Download.
 */
export function ReviewHeader(p: {
  file: RequestFileView;
  sme: boolean;
  canDownload: boolean;
  approving: boolean;
  completing: boolean;
  onApprove: () => void;
  onComplete: () => void;
  onComments: () => void;
  onLogs: () => void;
  onDownload: () => void;
  viewers: FileViewer[];
}) {
  const { file, sme } = p;
  const progress = file.progress_percentage;
  // 100 %: every response approved and saying something
  const empty = file.question_count - file.answered_count;
  const canApprove = !sme && file.allowed_actions.can_change_status && file.question_count > 0 && file.approved_count >= file.question_count && empty <= 0;
  // The spec's sentence first; empty responses are what most often keeps a file from 100 %.
  const approveHint =
    empty > 0 ? `${questionMessages.approveFileTooltip}. ${questionMessages.emptyBlocksApproval(empty)}` : questionMessages.approveFileTooltip;
  const approved = file.status === 'APPROVED';
  const complete = file.status === 'COMPLETE';
  const customer = file.request.customer?.name ?? 'No customer';
  return (
    <>
      <Anchor
        component={Link}
        to={`/questionnaires/${file.request.id}`}
        size="sm"
        c="dimmed"
        mb="xs"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={14} /> {reqNumLabel(file.request.req_num)} · {customer}
      </Anchor>
      <Paper withBorder p="md" mb="md">
        <Group justify="space-between" wrap="wrap" gap="md">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            <ProgressRing value={progress} testId="review-progress" />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="nowrap">
                <Title order={3} lineClamp={1} title={file.file.name} data-testid="review-title">
                  {file.file.name}
                </Title>
                <Badge variant="light" color={statusColor[file.status] ?? 'gray'} data-testid="review-file-status">
                  {sme ? file.status_for_sme : file.status_for_sales}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {file.question_count === 0
                  ? sme
                    ? 'No questions assigned to you'
                    : 'No questions yet'
                  : `${file.approved_count} of ${file.question_count} responses approved · ${file.answered_count} answered`}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs">
            <Viewers viewers={p.viewers} />
            {!sme && !approved && !complete && (
              <Tooltip label={approveHint} disabled={canApprove} multiline w={320}>
                <span>
                  <Button leftSection={<IconCircleCheck size={16} />} disabled={!canApprove} loading={p.approving} onClick={p.onApprove}>
                    Mark as Approved
                  </Button>
                </span>
              </Tooltip>
            )}
            {!sme && approved && file.allowed_actions.can_change_status && (
              <Button color="teal" leftSection={<IconFlag size={16} />} loading={p.completing} onClick={p.onComplete}>
                Mark as Complete
              </Button>
            )}
            {sme ? (
              <Button variant="default" leftSection={<IconMessageCircle size={16} />} onClick={p.onComments}>
                Comments
              </Button>
            ) : (
              <Menu position="bottom-end" withArrow>
                <Menu.Target>
                  <Button variant="default" px="xs" aria-label="File actions">
                    <IconDots size={18} />
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item leftSection={<IconMessageCircle size={16} />} onClick={p.onComments}>
                    Comments
                  </Menu.Item>
                  <Menu.Item leftSection={<IconHistory size={16} />} onClick={p.onLogs}>
                    Logs
                  </Menu.Item>
                  {p.canDownload && (
                    <Menu.Item leftSection={<IconDownload size={16} />} onClick={p.onDownload}>
                      Download
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        </Group>
      </Paper>
    </>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The colleagues who have this file open too (and whether they are typing), so two people do not edit blind. */
function Viewers({ viewers }: { viewers: FileViewer[] }) {
  if (viewers.length === 0) return null;
  const names = viewers.map((v) => `${v.full_name}${v.editing ? ' (typing)' : ''}`).join(', ');
  return (
    <Tooltip label={`Also open by ${names}`}>
      <Group gap={6} wrap="nowrap" aria-label={`Also open by ${names}`} data-testid="file-viewers">
        <Avatar.Group spacing="xs">
          {viewers.slice(0, 3).map((v) => (
            <Avatar key={v.user_id} size={28} radius="xl" color={v.editing ? 'orange' : 'blue'} variant="light">
              {initials(v.full_name)}
            </Avatar>
          ))}
          {viewers.length > 3 && (
            <Avatar size={28} radius="xl">
              +{viewers.length - 3}
            </Avatar>
          )}
        </Avatar.Group>
        <Text size="xs" c="dimmed" visibleFrom="md">
          {viewers.length === 1 ? `${viewers[0]!.full_name} is here${viewers[0]!.editing ? ', typing' : ''}` : `${viewers.length} others here`}
        </Text>
      </Group>
    </Tooltip>
  );
}
