import { Badge } from '@mantine/core';
import { statusLabels, type SecurityEventStatus } from '@shared/contracts/security-events';

export const statusColors: Record<SecurityEventStatus, string> = { OPEN: 'red', IN_PROGRESS: 'orange', CLOSED: 'teal' };

export function StatusBadge({ status, size = 'sm' }: { status: SecurityEventStatus; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={statusColors[status]} variant={status === 'CLOSED' ? 'light' : 'filled'} size={size} tt="none">
      {statusLabels[status]}
    </Badge>
  );
}
