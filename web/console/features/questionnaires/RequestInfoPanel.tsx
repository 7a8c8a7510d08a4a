import { ActionIcon, Avatar, Badge, CopyButton, Divider, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { customerTypeLabel, dueDateMaxYears, PAST_DUE_DATE_MESSAGE, reqNumLabel, type QuestionnaireRequestView } from '@shared/contracts/questionnaires';
import { formatMrr } from '@web/lib/money';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useSession } from '../../auth/session';
import { useUpdateRequest } from './api';
import { DueDate } from './badges';
import { initials } from './RequestsPage';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.3 }}>
        {label}
      </Text>
      {/* A customer's text may be one long word (a pasted URL or token): it wraps inside the panel. */}
      <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</div>
    </Stack>
  );
}

/** The right-hand information panel of the request details (questionnaires §2.7). */
export function RequestInfoPanel({ request }: { request: QuestionnaireRequestView }) {
  const session = useSession();
  const update = useUpdateRequest(request.id);
  const canEditDue = session.can('questionnaire_request:edit') && request.allowed_actions.is_editable && !session.isRole('sme');
  const today = dayjs().format('YYYY-MM-DD');

  const changeDue = async (value: string | null) => {
    if (value === request.due_date) return;
    if (value && value < today) {
      notifyError(null, PAST_DUE_DATE_MESSAGE);
      return;
    }
    try {
      await update.mutateAsync({ due_date: value });
      notifySuccess(value ? `Due date set to ${dayjs(value).format('D MMM YYYY')}` : 'Due date removed');
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Item label="Customer Type">
          <Text size="sm">{customerTypeLabel(request.customer_type)}</Text>
        </Item>
        <Item label="Customer Name">
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {request.customer?.name ?? '—'}
            </Text>
            {request.source_relation_type === 'PARTNER' && (
              <Badge size="xs" variant="outline" color="grape">
                Partner
              </Badge>
            )}
          </Group>
        </Item>
        <Item label="Request ID">
          <Text size="sm">{reqNumLabel(request.req_num)}</Text>
        </Item>
        <Divider />
        <Item label="Owner">
          {request.owner ? (
            <Group gap="xs">
              <Avatar size={24} radius="xl" color="brand">
                {initials(request.owner.full_name)}
              </Avatar>
              <Text size="sm">{request.owner.full_name}</Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              —
            </Text>
          )}
        </Item>
        <Item label="Assignee(s)">
          {request.assignees.length ? (
            <Stack gap={4}>
              {request.assignees.map((a) => (
                <Group key={a.id} gap="xs">
                  <Avatar size={24} radius="xl" color="teal">
                    {initials(a.full_name)}
                  </Avatar>
                  <Text size="sm">{a.full_name}</Text>
                </Group>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              Nobody yet
            </Text>
          )}
        </Item>
        <Divider />
        <Item label="MRR">
          <Text size="sm">{formatMrr(request.customer_mrr)}</Text>
        </Item>
        <Item label="Products">
          {request.products.length ? (
            <Group gap={4}>
              {request.products.map((p) => (
                <Badge key={p.id} variant="light" radius="sm" tt="none">
                  {p.name}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              —
            </Text>
          )}
        </Item>
        <Item label="Requestor">
          <Text size="sm">{request.requestor || '—'}</Text>
        </Item>
        <Item label="GTM POC">
          {request.gtm_poc ? (
            <Text size="sm">
              {request.gtm_poc.full_name}
              {request.gtm_poc.team_name ? (
                <Text span c="dimmed" size="sm">
                  {' '}
                  · {request.gtm_poc.team_name}
                </Text>
              ) : null}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              —
            </Text>
          )}
        </Item>
        <Item label="Due Date">
          {canEditDue ? (
            <DateInput
              aria-label="Due date"
              data-testid="due-date-input"
              valueFormat="D MMM YYYY"
              placeholder="Set a due date"
              value={request.due_date}
              minDate={today}
              maxDate={dayjs().add(dueDateMaxYears, 'year').format('YYYY-MM-DD')}
              onChange={(v) => void changeDue(v)}
              clearable
              size="sm"
              disabled={update.isPending}
              description={request.due_date_source === 'RULE' ? 'Set by a prioritization rule' : undefined}
            />
          ) : (
            <DueDate date={request.due_date} status={request.status} />
          )}
        </Item>
        <Item label="Requestor Comments">
          {request.customer_comments ? (
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', flex: 1 }}>
                {request.customer_comments}
              </Text>
              <CopyButton value={request.customer_comments}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied to the clipboard' : 'Copy'}>
                    <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label="Copy requestor comments">
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              —
            </Text>
          )}
        </Item>
      </Stack>
    </Paper>
  );
}
