import { Alert, Button, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { securityEventMessages as msg, type SecurityEvent } from '../../../../shared/contracts/security-events';
import { ApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../auth/session';
import { useAffectedChoices, useSaveEvent } from './api';

/** Create or edit an event: its name, the internal description and the affected products and customers. */
export function EventFormModal({ opened, event, onClose, onSaved }: { opened: boolean; event?: SecurityEvent | undefined; onClose: () => void; onSaved?: (e: SecurityEvent) => void }) {
  const session = useSession();
  const choices = useAffectedChoices(session.can('customer:view'));
  const save = useSaveEvent(event?.id);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [products, setProducts] = useState<string[]>([]);
  const [customers, setCustomers] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!opened) return;
    setName(event?.name ?? '');
    setDescription(event?.internal_description ?? '');
    setProducts(event?.products.map((p) => p.id) ?? []);
    setCustomers(event?.customers.map((c) => c.id) ?? []);
    setErrors({});
  }, [opened, event]);

  // Keep chosen names visible even when an account is no longer in the active list.
  const withChosen = (list: { value: string; label: string }[], chosen: { id: string; name: string }[] | undefined) => {
    const known = new Set(list.map((c) => c.value));
    return [...list, ...(chosen ?? []).filter((c) => !known.has(c.id)).map((c) => ({ value: c.id, label: c.name }))];
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setErrors({ name: msg.nameRequired });
    try {
      const saved = await save.mutateAsync({ name: name.trim(), internal_description: description.trim(), product_ids: products, customer_ids: customers });
      notifySuccess(event ? msg.updated : msg.created);
      onSaved?.(saved);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.attr) setErrors({ [err.attr]: err.detail });
      else notifyError(err);
    }
  }

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
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
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
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.internal_description}
          />
          <MultiSelect
            label="Affected products"
            placeholder={products.length ? undefined : 'Choose products'}
            data={withChosen(choices.products, event?.products)}
            value={products}
            onChange={setProducts}
            searchable
            clearable
            error={errors.product_ids}
          />
          {session.can('customer:view') && (
            <MultiSelect
              label="Affected customer accounts"
              description="Their members receive every update by e-mail, including updates not shown publicly."
              placeholder={customers.length ? undefined : 'Choose customer accounts'}
              data={withChosen(choices.customers, event?.customers)}
              value={customers}
              onChange={setCustomers}
              searchable
              clearable
              error={errors.customer_ids}
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
