import { Alert, Anchor, Button, Group, Paper, Stack, Switch, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { topicInput, topicMessages } from '@shared/contracts/security-topics';
import { ApiError } from '@web/lib/api';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { ErrorState } from '@web/ui/ErrorState';
import { FullPageLoader } from '@web/ui/FullPageLoader';
import { PageHeader } from '@web/ui/PageHeader';
import { RichTextEditor } from '@web/ui/RichTextEditor';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../pages/ErrorPage';
import { limits } from '@shared/limits';
import { useSaveTopic, useTopic, useTopics } from './api';

const list = '/trust-center/security-topics';
/** The contract, and a description that has text once the markup is left out. */
const topicForm = topicInput.refine((v) => v.description.replace(/<[^>]+>/g, '').trim() !== '', {
  message: topicMessages.descriptionRequired,
  path: ['description'],
});

/** /trust-center/security-topics/new and /{securityTopicId}/edit. */
export function TopicFormPage() {
  const { securityTopicId } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const existing = useTopic(securityTopicId);
  const save = useSaveTopic(securityTopicId);
  // Opened by its address at the limit (the list disables Add): say so before anyone fills the form in.
  const count = useTopics({ page: 1, length: 1 });
  const atLimit = !securityTopicId && (count.data?.pagination?.total_topics_count ?? 0) >= limits.securityTopicsMax;
  const form = useContractForm(topicForm, { heading: '', description: '', is_active: true });
  const { setValues, resetDirty } = form;

  useEffect(() => {
    if (!existing.data) return;
    setValues({ heading: existing.data.heading, description: existing.data.description, is_active: existing.data.is_active });
    resetDirty();
  }, [existing.data, setValues, resetDirty]);

  if (!session.can(securityTopicId ? 'security_topics:edit' : 'security_topics:create')) return <Navigate to={list} replace />;
  if (securityTopicId && existing.error)
    return existing.error instanceof ApiError && existing.error.status === 404 ? <NotFoundPage /> : <ErrorState error={existing.error} />;
  if (securityTopicId && existing.isLoading) return <FullPageLoader />;

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notifySuccess(securityTopicId ? topicMessages.updated : topicMessages.created);
      navigate(list);
    } catch (err) {
      showServerErrors(form, err);
    }
  });

  return (
    <Stack maw={820} gap="md">
      <Anchor component={Link} to={list} size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Security Topics
        </Group>
      </Anchor>
      <PageHeader
        title={securityTopicId ? 'Edit Security Topic' : 'Add Security Topic'}
        description="A short heading and a few sentences visitors of your Trust Center will read."
      />
      {atLimit && (
        <Alert color="yellow" title="No room for another topic">
          {topicMessages.limit}
        </Alert>
      )}
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Heading" placeholder="e.g. Encryption everywhere" required maxLength={120} {...form.getInputProps('heading')} data-autofocus />
          <RichTextEditor
            label="Description"
            required
            value={form.values.description}
            onChange={(html) => form.setFieldValue('description', html)}
            error={form.errors.description}
          />
          <Switch
            label="Active"
            description="Active topics are shown on the Trust Center."
            color="teal"
            {...form.getInputProps('is_active', { type: 'checkbox' })}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" component={Link} to={list}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={atLimit}>
              {securityTopicId ? 'Save changes' : 'Add Topic'}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
