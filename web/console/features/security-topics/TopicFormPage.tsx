import { Anchor, Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { topicMessages } from '../../../../shared/contracts/security-topics';
import { ApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ErrorState } from '../../../ui/ErrorState';
import { FullPageLoader } from '../../../ui/FullPageLoader';
import { PageHeader } from '../../../ui/PageHeader';
import { RichTextEditor } from '../../../ui/RichTextEditor';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../pages/ErrorPage';
import { useSaveTopic, useTopic } from './api';

const list = '/trust-center/security-topics';

/** /trust-center/security-topics/new and /{securityTopicId}/edit. */
export function TopicFormPage() {
  const { securityTopicId } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const existing = useTopic(securityTopicId);
  const save = useSaveTopic(securityTopicId);
  const [heading, setHeading] = useState('');
  const [description, setDescription] = useState('');
  const [active, setActive] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!existing.data) return;
    setHeading(existing.data.heading);
    setDescription(existing.data.description);
    setActive(existing.data.is_active);
  }, [existing.data]);

  if (!session.can(securityTopicId ? 'security_topics:edit' : 'security_topics:create')) return <Navigate to={list} replace />;
  if (securityTopicId && existing.error) return existing.error instanceof ApiError && existing.error.status === 404 ? <NotFoundPage /> : <ErrorState error={existing.error} />;
  if (securityTopicId && existing.isLoading) return <FullPageLoader />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!heading.trim()) next.heading = topicMessages.headingRequired;
    if (!description.replace(/<[^>]+>/g, '').trim()) next.description = topicMessages.descriptionRequired;
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      await save.mutateAsync({ heading: heading.trim(), description, is_active: active });
      notifySuccess(securityTopicId ? topicMessages.updated : topicMessages.created);
      navigate(list);
    } catch (err) {
      if (err instanceof ApiError && err.attr) setErrors({ [err.attr]: err.detail });
      else notifyError(err);
    }
  }

  return (
    <Stack maw={820} gap="md">
      <Anchor component={Link} to={list} size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Security Topics
        </Group>
      </Anchor>
      <PageHeader title={securityTopicId ? 'Edit Security Topic' : 'Add Security Topic'} description="A short heading and a few sentences visitors of your Trust Center will read." />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Heading" placeholder="e.g. Encryption everywhere" required value={heading} maxLength={120} onChange={(e) => setHeading(e.currentTarget.value)} error={errors.heading} data-autofocus />
          <RichTextEditor label="Description" required value={description} onChange={setDescription} error={errors.description} />
          <Switch label="Active" description="Active topics are shown on the Trust Center." checked={active} onChange={(e) => setActive(e.currentTarget.checked)} color="teal" />
          {errors.is_active && <Text c="red" size="sm">{errors.is_active}</Text>}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" component={Link} to={list}>Cancel</Button>
            <Button type="submit" loading={save.isPending}>{securityTopicId ? 'Save changes' : 'Add Topic'}</Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
