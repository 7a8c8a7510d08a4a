import { Alert, Button, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { securityEventInput, securityEventMessages as msg, type SecurityEvent } from '@shared/contracts/security-events';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { useSession } from '../../auth/session';
import { useAffectedChoices, useSaveEvent } from './api';

/** Create or edit an event: its name, the internal description and the affected products and customers. */
export function EventFormModal({
  opened,
  event,
  onClose,
  onSaved,
}: {
  opened: boolean;
  event?: SecurityEvent | undefined;
  onClose: () => void;
  onSaved?: (e: SecurityEvent) => void;
}) {
  const session = useSession();
  const choices = useAffectedChoices(session.can('customer:view'));
  const save = useSaveEvent(event?.id);
  const form = useContractForm(securityEventInput, { name: '', internal_description: '', product_ids: [], customer_ids: [] });
  const { setValues, resetDirty, clearErrors } = form;
  const products = form.values.product_ids ?? [];
  const customers = form.values.customer_ids ?? [];

  useEffect(() => {
    if (!opened) return;
    setValues({
      name: event?.name ?? '',
      internal_description: event?.internal_description ?? '',
      product_ids: event?.products.map((p) => p.id) ?? [],
      customer_ids: event?.customers.map((c) => c.id) ?? [],
    });
    resetDirty();
    clearErrors();
  }, [opened, event, setValues, resetDirty, clearErrors]);

  // Keep chosen names visible even when an account is no longer in the active list.
  const withChosen = (list: { value: string; label: string }[], chosen: { id: string; name: string }[] | undefined) => {
    const known = new Set(list.map((c) => c.value));
    return [...list, ...(chosen ?? []).filter((c) => !known.has(c.id)).map((c) => ({ value: c.id, label: c.name }))];
  };

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      notifySuccess(event ? msg.updated : msg.created);
      onSaved?.(saved);
      onClose();
    } catch (err) {
      showServerErrors(form, err);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={event ? 'Edit security event' : 'New security event'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            description="Shown on your Trust Center once an update is public."
            placeholder="e.g. Credential stuffing against the login page"
            required
            maxLength={150}
            {...form.getInputProps('name')}
            data-autofocus
          />
          <Textarea
            label="Internal description"
            description="For your team only: never shown on the Trust Center or in e-mails."
            leftSection={<IconLock size={14} />}
            leftSectionProps={{ style: { alignItems: 'flex-start', paddingTop: 10 } }}
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps('internal_description')}
          />
          <MultiSelect
            label="Affected products"
            placeholder={products.length ? undefined : 'Choose products'}
            data={withChosen(choices.products, event?.products)}
            {...form.getInputProps('product_ids')}
            searchable
            clearable
          />
          {session.can('customer:view') && (
            <MultiSelect
              label="Affected customer accounts"
              description="Their members receive every update by e-mail, including updates not shown publicly."
              placeholder={customers.length ? undefined : 'Choose customer accounts'}
              data={withChosen(choices.customers, event?.customers)}
              {...form.getInputProps('customer_ids')}
              searchable
              clearable
            />
          )}
          {!event && (
            <Alert color="gray" variant="light">
              Nothing is published yet: publish the first update from the event's page when you are ready to tell customers.
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {event ? 'Save changes' : 'Create event'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
