import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AccessRequest } from '@shared/contracts/gated-access';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useSession } from '../../auth/session';
import { useChooseCustomer, useCustomerChoices } from './api';

/**
 * The follow-up dialog after an approval (questionnaires §2.5): choose an existing customer account or
 * create one; the requester becomes its member and receives the invitation e-mail.
 */
export function CustomerChoiceDialog({
  request,
  suggestion,
  onClose,
}: {
  request: AccessRequest | null;
  suggestion: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const session = useSession();
  const canCreate = session.can('customer:create');
  const customers = useCustomerChoices(Boolean(request));
  const choose = useChooseCustomer();
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!request) return;
    setMode(suggestion || !canCreate ? 'existing' : 'new');
    setCustomerId(suggestion?.id ?? null);
    setName(request.company_name);
    setError(null);
  }, [request, suggestion, canCreate]);

  async function submit() {
    if (!request) return;
    if (mode === 'existing' && !customerId) return setError('Choose a customer account');
    if (mode === 'new' && !name.trim()) return setError('Please enter the customer name');
    try {
      await choose.mutateAsync(mode === 'existing' ? { id: request.id, customer: customerId! } : { id: request.id, customer_name: name.trim() });
      notifySuccess('Invitation sent successfully');
      onClose();
    } catch (err) {
      notifyError(err);
    }
  }

  return (
    <Modal opened={Boolean(request)} onClose={onClose} title="Give access to a customer account" size="md">
      {request && (
        <Stack gap="md">
          <Text size="sm">
            Access for{' '}
            <strong>
              {request.first_name} {request.last_name}
            </strong>{' '}
            ({request.email}) is approved. Choose the customer account they belong to: they become its member and get an e-mail to set their password.
          </Text>
          {canCreate && (
            <SegmentedControl
              value={mode}
              onChange={(v) => setMode(v as 'existing' | 'new')}
              data={[
                { value: 'existing', label: 'Existing customer' },
                { value: 'new', label: 'Create a customer' },
              ]}
            />
          )}
          {mode === 'existing' ? (
            <Select
              label="Customer account"
              placeholder="Choose a customer account"
              required
              searchable
              data={(customers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              value={customerId}
              onChange={(v) => {
                setCustomerId(v);
                setError(null);
              }}
              error={error}
              nothingFoundMessage="No customer account with that name"
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <TextInput label="Customer name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} maxLength={120} required />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Later
            </Button>
            <Button onClick={() => void submit()} loading={choose.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
