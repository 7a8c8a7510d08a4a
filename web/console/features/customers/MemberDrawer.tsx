import { Button, Drawer, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { Member } from '../../../../shared/contracts/gated-access';
import { fieldErrors } from '../../../lib/fieldErrors';
import { notifySuccess } from '../../../lib/notify';
import { showApiError } from '../../../ui/errorDialog';
import { useSaveMember } from './members-api';

/** 'Add a Member' and the edit drawer of the Access tab (questionnaires §2.6). */
export function MemberDrawer({ customerId, customerName, member, opened, onClose }: { customerId: string; customerName: string; member: Member | null; opened: boolean; onClose: () => void }) {
  const save = useSaveMember(customerId);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!opened) return;
    setName(member?.full_name ?? '');
    setEmail(member?.email ?? '');
    setErrors({});
  }, [opened, member]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!name.trim()) local.full_name = 'Please enter the member name';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email.trim())) local.email = 'Please enter a valid email address';
    if (Object.keys(local).length) return setErrors(local);
    try {
      await save.mutateAsync({ id: member?.id, body: { full_name: name.trim(), email: email.trim() } });
      notifySuccess(member ? 'Member updated successfully' : 'Invitation sent successfully');
      onClose();
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length) setErrors(fields);
      else showApiError(err);
    }
  }

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={member ? 'Edit Member' : 'Add a Member'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {member
              ? `Members of ${customerName} sign in to your Trust Center with Full Access to its confidential documents.`
              : `The member gets an e-mail to set a password and sign in to your Trust Center with Full Access to its confidential documents, for ${customerName}.`}
          </Text>
          <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.full_name} maxLength={100} data-autofocus />
          <TextInput label="Member Email" type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={errors.email} maxLength={254} />
          <TextInput label="Permission" value="Full Access" readOnly disabled />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {member ? 'Update' : 'Add and invite'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
