import { Button, Stack, Text, TextInput } from '@mantine/core';
import { CancelButton, FormDrawer } from '@web/ui/FormDrawer';
import { StickyFooter } from '@web/ui/StickyFooter';
import { useEffect } from 'react';
import { memberInput, type Member } from '@shared/contracts/gated-access';
import { fieldErrors } from '@web/lib/fieldErrors';
import { useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { showApiError } from '@web/ui/errorDialog';
import { useSaveMember } from './members-api';

const addressKeptReason =
  'This member has signed in, so the address stays theirs. To give access to another address, mark this member as inactive and add a new member.';

/** 'Add a Member' and the edit drawer of the Access tab (questionnaires §2.6). */
export function MemberDrawer({
  customerId,
  customerName,
  member,
  opened,
  onClose,
}: {
  customerId: string;
  customerName: string;
  member: Member | null;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveMember(customerId);
  const addressKept = Boolean(member?.has_signed_in);
  const form = useContractForm(memberInput, { full_name: '', email: '' });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!opened) return;
    setValues({ full_name: member?.full_name ?? '', email: member?.email ?? '' });
    resetDirty();
    clearErrors();
  }, [opened, member, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: member?.id, body });
      notifySuccess(member ? 'Member updated successfully' : 'Invitation sent successfully');
      onClose();
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length) form.setErrors(fields);
      else showApiError(err);
    }
  });

  return (
    <FormDrawer opened={opened} onClose={onClose} dirty={form.isDirty()} position="right" size="md" title={member ? 'Edit Member' : 'Add a Member'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {member
              ? `Members of ${customerName} sign in to your Trust Center with Full Access to its confidential documents.`
              : `The member gets an e-mail to set a password and sign in to your Trust Center with Full Access to its confidential documents, for ${customerName}.`}
          </Text>
          <TextInput label="Name" required {...form.getInputProps('full_name')} maxLength={100} data-autofocus />
          <TextInput
            label="Member Email"
            type="email"
            required
            {...form.getInputProps('email')}
            maxLength={254}
            disabled={addressKept}
            description={addressKept ? addressKeptReason : undefined}
          />
          <TextInput label="Permission" value="Full Access" readOnly disabled />
        </Stack>
        <StickyFooter>
          <CancelButton />
          <Button type="submit" loading={save.isPending}>
            {member ? 'Update' : 'Add and invite'}
          </Button>
        </StickyFooter>
      </form>
    </FormDrawer>
  );
}
