import { Alert, Button, Drawer, Group, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconMail, IconWorld } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  securityEventMessages as msg,
  statusLabels,
  type SecurityEvent,
  type SecurityEventStatus,
  type SecurityEventUpdate,
} from '@shared/contracts/security-events';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
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
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [link, setLink] = useState('');
  const [status, setStatus] = useState<SecurityEventStatus>('IN_PROGRESS');
  const [impact, setImpact] = useState(false);
  const [isPublic, setIsPublic] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!opened) return;
    setTitle(editing?.title ?? (presetStatus === 'CLOSED' ? 'Resolved' : ''));
    setDescription(editing?.description ?? '');
    setLink(editing?.external_link ?? '');
    setStatus(editing?.event_status ?? presetStatus ?? (event.status === 'OPEN' && event.update_count === 0 ? 'OPEN' : 'IN_PROGRESS'));
    setImpact(editing?.customer_impact ?? false);
    setIsPublic(editing?.is_public ?? true);
    setErrors({});
  }, [opened, editing, presetStatus, event.status, event.update_count]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!title.trim()) next.title = msg.titleRequired;
    if (!description.trim()) next.description = msg.descriptionRequired;
    setErrors(next);
    if (Object.keys(next).length) return;
    const body = { title: title.trim(), description: description.trim(), external_link: link.trim(), customer_impact: impact, is_public: isPublic };
    try {
      if (editing) {
        await edit.mutateAsync({ id: editing.id, ...body });
        notifySuccess(msg.updateSaved);
      } else {
        await publish.mutateAsync({ ...body, event_status: status });
        notifySuccess(status === 'CLOSED' ? msg.closedNow : msg.published);
      }
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.attr) setErrors({ [err.attr]: err.detail });
      else notifyError(err);
    }
  }

  const customers = event.customers.length;
  const audience = [
    isPublic ? 'confirmed subscribers of your Trust Center' : null,
    customers ? `the members of ${customers} affected customer account${customers === 1 ? '' : 's'}` : null,
  ].filter(Boolean);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
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
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
            data-autofocus
          />
          <Textarea
            label="Description"
            required
            autosize
            minRows={5}
            maxRows={14}
            description="What happened, what it means for customers, and what you are doing."
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
          />
          <TextInput
            label="External link"
            placeholder="https://status.example.com/…"
            description="Optional: a status page or advisory."
            value={link}
            onChange={(e) => setLink(e.currentTarget.value)}
            error={errors.external_link}
            type="url"
          />
          {!editing && (
            <Select label="Event status" data={statusOptions} value={status} onChange={(v) => v && setStatus(v as SecurityEventStatus)} allowDeselect={false} />
          )}
          {status === 'CLOSED' && !editing && (
            <Alert color="teal" variant="light" title="This is the final update">
              The event closes: no further update can be published, and you can write and download its report.
            </Alert>
          )}
          <Switch
            label="Customer impact"
            description="Customers are affected (data, availability or their users)."
            checked={impact}
            onChange={(e) => setImpact(e.currentTarget.checked)}
            color="grape"
          />
          <Switch
            label="Show on the Trust Center"
            description="Public updates appear on the incident page and banner; others go to affected customers only."
            checked={isPublic}
            onChange={(e) => setIsPublic(e.currentTarget.checked)}
            thumbIcon={isPublic ? <IconWorld size={10} /> : undefined}
          />
          {!editing && (
            <Alert icon={<IconMail />} color={audience.length ? 'blue' : 'gray'} variant="light">
              {audience.length
                ? `E-mailed to ${audience.join(' and ')}.`
                : 'Nobody is e-mailed: this update is not public and no customer account is affected.'}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={status === 'CLOSED' && !editing ? 'teal' : undefined} loading={publish.isPending || edit.isPending}>
              {editing ? 'Save update' : status === 'CLOSED' ? 'Publish and close' : 'Publish update'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
