import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

/** A confirmation dialog that resolves to true when the user confirms. */
export function confirmAction(opts: { title: string; message: ReactNode; confirmLabel?: string; cancelLabel?: string; danger?: boolean }): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: opts.title,
      children: typeof opts.message === 'string' ? <Text size="sm">{opts.message}</Text> : opts.message,
      labels: { confirm: opts.confirmLabel ?? 'Confirm', cancel: opts.cancelLabel ?? 'Cancel' },
      confirmProps: opts.danger ? { color: 'red' } : {},
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
