import { Switch, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifyError } from '../lib/notify';
import { confirmAction } from './confirm';

export interface ActiveSwitchProps {
  checked: boolean;
  /** What the switch is about, e.g. 'Encryption' (for the accessible label). */
  name: string;
  /** The change itself; a rejection shows the server's message and reverts the switch. */
  onToggle: (next: boolean) => Promise<unknown>;
  /** Title and text of the confirmation for the new state. */
  confirm: (next: boolean) => { title: string; message: string };
  disabled?: boolean;
  disabledReason?: string;
}

/**
 * The active/inactive toggle of the lists (portal §4): asks for confirmation, shows the new state at
 * once, and reverts when the server refuses (portal §8).
 */
export function ActiveSwitch({ checked, name, onToggle, confirm, disabled, disabledReason }: ActiveSwitchProps) {
  const [pending, setPending] = useState<boolean | null>(null);
  // The list refetched after the change: the prop now tells the truth.
  useEffect(() => setPending(null), [checked]);
  const value = pending ?? checked;

  async function change(next: boolean) {
    const { title, message } = confirm(next);
    if (!(await confirmAction({ title, message, confirmLabel: next ? 'Activate' : 'Deactivate', danger: !next }))) return;
    setPending(next);
    try {
      await onToggle(next);
    } catch (err) {
      notifyError(err);
      setPending(null);
    }
  }

  const control = (
    <Switch
      checked={value}
      disabled={disabled || pending !== null}
      onChange={(e) => void change(e.currentTarget.checked)}
      aria-label={`${value ? 'Deactivate' : 'Activate'} ${name}`}
      color="teal"
      onClick={(e) => e.stopPropagation()}
    />
  );
  return disabled && disabledReason ? (
    <Tooltip label={disabledReason}>
      <span>{control}</span>
    </Tooltip>
  ) : (
    control
  );
}
