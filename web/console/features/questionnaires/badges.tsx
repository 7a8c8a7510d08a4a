import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCalendarDue, IconClock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { isRequestClosed, requestStatusLabels, type Priority, type RequestStatus } from '@shared/contracts/questionnaires';

export const statusColors: Record<RequestStatus, string> = {
  OPEN: 'blue',
  IN_PROGRESS: 'indigo',
  IN_REVIEW: 'violet',
  APPROVED: 'teal',
  COMPLETE: 'green',
  SUBMITTED_TO_CUSTOMER: 'cyan',
  CANCELLED: 'gray',
};

export function StatusBadge({ status, size = 'md' }: { status: RequestStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={statusColors[status]} variant="light" size={size} radius="sm" miw="max-content" data-testid="request-status">
      {requestStatusLabels[status]}
    </Badge>
  );
}

export const priorityColors: Record<Priority, string> = { P1: 'red', P2: 'orange', P3: 'yellow', P4: 'gray' };
const priorityText: Record<Priority, string> = { P1: 'Urgent', P2: 'High', P3: 'Normal', P4: 'Low' };

export function PriorityBadge({ priority, rule }: { priority: Priority; rule?: string | null }) {
  const badge = (
    <Badge color={priorityColors[priority]} variant={priority === 'P1' ? 'filled' : 'light'} radius="sm" miw={38}>
      {priority}
    </Badge>
  );
  return (
    <Tooltip label={`${priorityText[priority]} priority${rule ? ` · rule “${rule}”` : ''}`}>
      <span>{badge}</span>
    </Tooltip>
  );
}

/** Due date with how close it is: overdue in red, within 3 days in orange (not for closed requests). */
export function DueDate({ date, status }: { date: string | null; status: RequestStatus }) {
  if (!date)
    return (
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        No due date
      </Text>
    );
  const d = dayjs(date);
  const days = d.startOf('day').diff(dayjs().startOf('day'), 'day');
  const closed = isRequestClosed(status);
  const label = d.format('D MMM YYYY');
  if (closed)
    return (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
    );
  if (days < 0) {
    return (
      <Tooltip label={`${-days} day${days === -1 ? '' : 's'} overdue`}>
        <Group gap={4} wrap="nowrap" c="red.7">
          <IconAlertTriangle size={14} />
          <Text size="sm" fw={600} c="red.7" style={{ whiteSpace: 'nowrap' }}>
            {label}
          </Text>
        </Group>
      </Tooltip>
    );
  }
  const hint = days === 0 ? 'Due today' : days === 1 ? 'Due tomorrow' : `Due in ${days} days`;
  return (
    <Tooltip label={hint}>
      <Group gap={4} wrap="nowrap" c={days <= 3 ? 'orange.7' : 'dimmed'}>
        {days <= 3 ? <IconClock size={14} /> : <IconCalendarDue size={14} />}
        <Text size="sm" c={days <= 3 ? 'orange.8' : undefined} fw={days <= 3 ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
          {label}
        </Text>
      </Group>
    </Tooltip>
  );
}
