import { Badge } from '@mantine/core';
import { IconLock, IconWorld } from '@tabler/icons-react';

/** Public or Confidential (Trust Center documents and domains). */
export function SensitivityBadge({ sensitivity }: { sensitivity: 'PUBLIC' | 'CONFIDENTIAL' }) {
  return sensitivity === 'CONFIDENTIAL' ? (
    <Badge color="orange" variant="light" leftSection={<IconLock size={12} />}>
      Confidential
    </Badge>
  ) : (
    <Badge color="teal" variant="light" leftSection={<IconWorld size={12} />}>
      Public
    </Badge>
  );
}

export const sensitivityOptions = [
  { value: 'PUBLIC', label: 'Public' },
  { value: 'CONFIDENTIAL', label: 'Confidential' },
];

/** Accepted uploads for documents (matches the server's check from content). */
export const documentAccept = 'application/pdf,image/png,image/jpeg,image/webp,image/gif';
export const imageAccept = 'image/png,image/jpeg,image/webp,image/gif';
export const documentMaxBytes = 20 * 1024 * 1024;
export const imageMaxBytes = 2 * 1024 * 1024;
export const formatSize = (n: number) => (n >= 1048576 ? `${(n / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} kB`);
