import { Alert, Anchor, Button, Group, Paper, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { IconArrowLeft, IconMail } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { announcementMessages } from '../../../../shared/contracts/announcements';
import { ApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ErrorState } from '../../../ui/ErrorState';
import { FullPageLoader } from '../../../ui/FullPageLoader';
import { PageHeader } from '../../../ui/PageHeader';
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
  const [heading, setHeading] = useState('');
  const [description, setDescription] = useState('');
  const [url, setUrl] = useState('');
  const [active, setActive] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    const a = existing.data;
    if (!a) return;
    setHeading(a.heading);
    setDescription(a.description);
    setUrl(a.announcement_url ?? '');
    setActive(a.is_active);
  }, [existing.data]);

  if (!session.can(id ? 'announcements:edit' : 'announcements:create')) return <Navigate to={list} replace />;
  if (id && existing.error) return existing.error instanceof ApiError && existing.error.status === 404 ? <NotFoundPage /> : <ErrorState error={existing.error} />;
  if (id && existing.isLoading) return <FullPageLoader />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!heading.trim()) next.heading = announcementMessages.headingRequired;
    if (!description.trim()) next.description = announcementMessages.descriptionRequired;
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      await save.mutateAsync({ heading: heading.trim(), description: description.trim(), announcement_url: url.trim(), is_active: active });
      notifySuccess(id ? announcementMessages.updated : announcementMessages.created);
      navigate(list);
    } catch (err) {
      if (err instanceof ApiError && err.attr) setErrors({ [err.attr]: err.detail });
      else notifyError(err);
    }
  }

  const willNotify = active && !(existing.data && existing.data.is_active);
  return (
    <Stack maw={720} gap="md">
      <Anchor component={Link} to={list} size="sm" c="dimmed">
        <Group gap={4}><IconArrowLeft size={14} /> Announcements</Group>
      </Anchor>
      <PageHeader title={id ? 'Edit Announcement' : 'Add Announcement'} description="A short piece of news shown on your Trust Center." />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Heading" placeholder="e.g. Our SOC 2 Type II report for 2025 is available" required value={heading} maxLength={150} onChange={(e) => setHeading(e.currentTarget.value)} error={errors.heading} />
          <Textarea label="Description" required autosize minRows={4} maxRows={12} maxLength={5000} value={description} onChange={(e) => setDescription(e.currentTarget.value)} error={errors.description} />
          <TextInput label="Link" placeholder="https://…" description="Optional: where visitors can read more." value={url} onChange={(e) => setUrl(e.currentTarget.value)} error={errors.announcement_url} type="url" />
          <Switch label="Active" description="Active announcements are shown on the Trust Center." checked={active} onChange={(e) => setActive(e.currentTarget.checked)} color="teal" />
          {willNotify && !existing.data?.is_active && (
            <Alert icon={<IconMail />} color="blue" variant="light">
              Confirmed subscribers of your Trust Center will receive this announcement by e-mail when it is first published.
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" component={Link} to={list}>Cancel</Button>
            <Button type="submit" loading={save.isPending}>{id ? 'Save changes' : 'Add Announcement'}</Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
