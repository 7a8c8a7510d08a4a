import { Alert, Button, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { CancelButton, FormDrawer } from '@web/ui/FormDrawer';
import { StickyFooter } from '@web/ui/StickyFooter';
import { IconMail, IconWorld } from '@tabler/icons-react';
import { useEffect } from 'react';
import {
  securityEventMessages as msg,
  securityEventUpdateInput,
  statusLabels,
  type SecurityEvent,
  type SecurityEventStatus,
  type SecurityEventUpdate,
} from '@shared/contracts/security-events';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { useEditUpdate, usePublishUpdate } from './api';

const statusOptions = (['OPEN', 'IN_PROGRESS', 'CLOSED'] as const).map((s) => ({
  value: s,
  label: s === 'CLOSED' ? 'Closed (final update)' : statusLabels[s],
}));

/**
 * The update drawer (portal §2, `publish=true`): publishes a new update, or corrects one. An update
 * with status Closed closes the event.
 */
export function UpdateDrawer({
  event,
  opened,
  editing,
  presetStatus,
  onClose,
}: {
  event: SecurityEvent;
  opened: boolean;
  editing?: SecurityEventUpdate | null;
  presetStatus?: SecurityEventStatus | null;
  onClose: () => void;
}) {
  const publish = usePublishUpdate(event.id);
  const edit = useEditUpdate(event.id);
  const form = useContractForm(securityEventUpdateInput, {
    title: '',
    description: '',
    external_link: '',
    event_status: 'IN_PROGRESS',
    customer_impact: false,
    is_public: true,
  });
  const { setValues, resetDirty, clearErrors } = form;
  const status = form.values.event_status;
  const isPublic = form.values.is_public === true;

  useEffect(() => {
    if (!opened) return;
    setValues({
      title: editing?.title ?? (presetStatus === 'CLOSED' ? 'Resolved' : ''),
      description: editing?.description ?? '',
      external_link: editing?.external_link ?? '',
      event_status: editing?.event_status ?? presetStatus ?? (event.status === 'OPEN' && event.update_count === 0 ? 'OPEN' : 'IN_PROGRESS'),
      customer_impact: editing?.customer_impact ?? false,
      is_public: editing?.is_public ?? true,
    });
    resetDirty();
    clearErrors();
  }, [opened, editing, presetStatus, event.status, event.update_count, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit(async ({ event_status, ...body }) => {
    try {
      if (editing) {
        // An update keeps the status it was published with.
        await edit.mutateAsync({ id: editing.id, ...body });
        notifySuccess(msg.updateSaved);
      } else {
        await publish.mutateAsync({ ...body, event_status });
        notifySuccess(event_status === 'CLOSED' ? msg.closedNow : msg.published);
      }
      onClose();
    } catch (err) {
      showServerErrors(form, err);
    }
  });

  const customers = event.customers.length;
  const audience = [
    isPublic ? 'confirmed subscribers of your Trust Center' : null,
    customers ? `the members of ${customers} affected customer account${customers === 1 ? '' : 's'}` : null,
  ].filter(Boolean);
  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      dirty={form.isDirty()}
      position="right"
      size="lg"
      title={<Text fw={700}>{editing ? 'Edit update' : status === 'CLOSED' ? 'Close the event' : 'Publish an update'}</Text>}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Title"
            required
            maxLength={200}
            placeholder="e.g. We are investigating failed sign-ins"
            {...form.getInputProps('title')}
            data-autofocus
          />
          <Textarea
            label="Description"
            required
            autosize
            minRows={5}
            maxRows={14}
            description="What happened, what it means for customers, and what you are doing."
            {...form.getInputProps('description')}
          />
          <TextInput
            label="External link"
            placeholder="https://status.example.com/…"
            description="Optional: a status page or advisory."
            {...form.getInputProps('external_link')}
            type="url"
          />
          {!editing && <Select label="Event status" data={statusOptions} {...form.getInputProps('event_status')} allowDeselect={false} />}
          {status === 'CLOSED' && !editing && (
            <Alert color="teal" variant="light" title="This is the final update">
              The event closes: no further update can be published, and you can write and download its report.
            </Alert>
          )}
          <Switch
            label="Customer impact"
            description="Customers are affected (data, availability or their users)."
            {...form.getInputProps('customer_impact', { type: 'checkbox' })}
            color="grape"
          />
          <Switch
            label="Show on the Trust Center"
            description="Public updates appear on the incident page and banner; others go to affected customers only."
            {...form.getInputProps('is_public', { type: 'checkbox' })}
            thumbIcon={isPublic ? <IconWorld size={10} /> : undefined}
          />
          {!editing && (
            <Alert icon={<IconMail />} color={audience.length ? 'blue' : 'gray'} variant="light">
              {audience.length
                ? `E-mailed to ${audience.join(' and ')}.`
                : 'Nobody is e-mailed: this update is not public and no customer account is affected.'}
            </Alert>
          )}
        </Stack>
        <StickyFooter>
          <CancelButton />
          <Button type="submit" color={status === 'CLOSED' && !editing ? 'teal' : undefined} loading={publish.isPending || edit.isPending}>
            {editing ? 'Save update' : status === 'CLOSED' ? 'Publish and close' : 'Publish update'}
          </Button>
        </StickyFooter>
      </form>
    </FormDrawer>
  );
}
