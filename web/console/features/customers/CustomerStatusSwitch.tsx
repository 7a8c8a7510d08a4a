import { Switch, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { customerMessages, type Customer } from '@shared/contracts/customers';
import { notifySuccess } from '@web/lib/notify';
import { confirmAction } from '@web/ui/confirm';
import { showApiError } from '@web/ui/errorDialog';
import { useSetCustomerActive } from './api';

/**
 * The customer's active toggle (portal §4, §8): asks first, shows the new state at once, and reverts
 * when the server refuses; a refusal with the '$$$' marker opens the dedicated dialog.
 */
export function CustomerStatusSwitch({ customer, disabled, withLabel }: { customer: Customer; disabled?: boolean; withLabel?: boolean }) {
  const [pending, setPending] = useState<boolean | null>(null);
  const setActive = useSetCustomerActive();
  useEffect(() => setPending(null), [customer.is_active]);
  const value = pending ?? customer.is_active;

  async function change(next: boolean) {
    const ok = await confirmAction({
      title: next ? 'Mark Customer Account as Active' : 'Mark Customer Account as Inactive',
      message: next
        ? `${customer.name} becomes active again: its members can sign in to your Trust Center and it can be chosen for new questionnaire requests.`
        : `Members of ${customer.name} can no longer sign in to your Trust Center, and it can no longer be chosen for new questionnaire requests. You can reactivate it at any time.`,
      confirmLabel: next ? 'Yes - Mark it Active' : 'Yes - Mark it Inactive',
      danger: !next,
    });
    if (!ok) return;
    setPending(next);
    try {
      await setActive.mutateAsync({ id: customer.id, is_active: next });
      notifySuccess(next ? customerMessages.activated : customerMessages.deactivated);
    } catch (err) {
      setPending(null);
      showApiError(err);
    }
  }

  const control = (
    <Switch
      checked={value}
      disabled={disabled || setActive.isPending}
      onChange={(e) => void change(e.currentTarget.checked)}
      aria-label={`${value ? 'Mark inactive' : 'Mark active'}: ${customer.name}`}
      label={withLabel ? (value ? 'Active' : 'Inactive') : undefined}
      color="teal"
      onClick={(e) => e.stopPropagation()}
    />
  );
  return disabled ? (
    <Tooltip label="You do not have permission to change this account's status">
      <span>{control}</span>
    </Tooltip>
  ) : (
    control
  );
}
