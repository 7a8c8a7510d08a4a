import { SentBack } from '@web/ui/SentBack';
import { Alert, Anchor, Button, Group, Paper, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { IconArrowLeft, IconMail } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { announcementInput, announcementMessages } from '@shared/contracts/announcements';
import { ApiError } from '@web/lib/api';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { ErrorState } from '@web/ui/ErrorState';
import { FullPageLoader } from '@web/ui/FullPageLoader';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../pages/ErrorPage';
import { useAnnouncement, useSaveAnnouncement } from './api';

const list = '/trust-center/announcements';

/** /trust-center/announcements/new and /{announcementId}/edit. */
export function AnnouncementFormPage() {
  const { announcementId: id } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const existing = useAnnouncement(id);
  const save = useSaveAnnouncement(id);
  const form = useContractForm(announcementInput, { heading: '', description: '', announcement_url: '', is_active: true });
  const { setValues, resetDirty } = form;

  useEffect(() => {
    const a = existing.data;
    if (!a) return;
    setValues({ heading: a.heading, description: a.description, announcement_url: a.announcement_url ?? '', is_active: a.is_active });
    resetDirty();
  }, [existing.data, setValues, resetDirty]);

  if (!session.can(id ? 'announcements:edit' : 'announcements:create')) return <SentBack to={list} />;
  if (id && existing.error)
    return existing.error instanceof ApiError && existing.error.status === 404 ? <NotFoundPage /> : <ErrorState error={existing.error} />;
  if (id && existing.isLoading) return <FullPageLoader />;

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notifySuccess(id ? announcementMessages.updated : announcementMessages.created);
      navigate(list);
    } catch (err) {
      showServerErrors(form, err);
    }
  });

  const willNotify = form.values.is_active === true && !(existing.data && existing.data.is_active);
  return (
    <Stack maw={720} gap="md">
      <Anchor component={Link} to={list} size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Announcements
        </Group>
      </Anchor>
      <PageHeader title={id ? 'Edit Announcement' : 'Add Announcement'} description="A short piece of news shown on your Trust Center." />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Heading"
            placeholder="e.g. Our SOC 2 Type II report for 2025 is available"
            required
            maxLength={150}
            {...form.getInputProps('heading')}
          />
          <Textarea label="Description" required autosize minRows={4} maxRows={12} maxLength={5000} {...form.getInputProps('description')} />
          <TextInput
            label="Link"
            placeholder="https://…"
            description="Optional: where visitors can read more."
            {...form.getInputProps('announcement_url')}
            type="url"
          />
          <Switch
            label="Active"
            description="Active announcements are shown on the Trust Center."
            color="teal"
            {...form.getInputProps('is_active', { type: 'checkbox' })}
          />
          {willNotify && !existing.data?.is_active && (
            <Alert icon={<IconMail />} color="blue" variant="light">
              Confirmed subscribers of your Trust Center will receive this announcement by e-mail when it is first published.
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" component={Link} to={list}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {id ? 'Save changes' : 'Add Announcement'}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
