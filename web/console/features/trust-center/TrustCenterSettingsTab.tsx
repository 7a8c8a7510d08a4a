import { ActionIcon, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { tcMessages } from '@shared/contracts/tc-config';
import { fieldErrors } from '@web/lib/fieldErrors';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { ErrorState } from '@web/ui/ErrorState';
import { useSession } from '../../auth/session';
import { useSiteConfiguration, useUpdateSiteConfiguration } from './api';
import { copyUrl } from './ShareDialog';

/** Settings → Trust Center: the public address (slug) of the Trust Center. */
export function TrustCenterSettingsTab() {
  const session = useSession();
  const config = useSiteConfiguration();
  const save = useUpdateSiteConfiguration();
  const [slug, setSlug] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (config.data) setSlug(config.data.slug);
  }, [config.data]);

  if (config.error) return <ErrorState error={config.error} />;
  if (!config.data) return <Loader size="sm" />;
  const base = config.data.public_url.slice(0, config.data.public_url.length - encodeURIComponent(config.data.slug).length);
  const canEdit = session.can('tc_config:edit');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next = slug.trim().toLowerCase();
    if (!/^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$/.test(next)) return setError(tcMessages.slugFormat);
    setError(null);
    try {
      await save.mutateAsync({ slug: next });
      notifySuccess('settings updated');
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.slug) setError(fields.slug);
      else notifyError(err);
    }
  }

  return (
    <Stack gap="md" maw={720}>
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={650}>Public address</Text>
            <Badge color={config.data.is_published ? 'teal' : 'gray'} variant="light">
              {config.data.is_published ? 'Published' : 'Not published'}
            </Badge>
          </Group>
          <TextInput
            label="Trust Center address"
            description="Lowercase letters, digits and hyphens. Changing it breaks links you have already shared."
            leftSection={
              <Text size="sm" c="dimmed" pl="xs" style={{ whiteSpace: 'nowrap' }}>
                {base}
              </Text>
            }
            leftSectionWidth={base.length * 6.8 + 12}
            value={slug}
            onChange={(e) => setSlug(e.currentTarget.value)}
            error={error}
            readOnly={!canEdit}
            maxLength={60}
          />
          <Group justify="space-between">
            <Group gap={6}>
              <Anchor href={config.data.public_url} target="_blank" rel="noopener noreferrer" size="sm">
                {config.data.public_url} <IconExternalLink size={13} />
              </Anchor>
              <Tooltip label="Copy URL">
                <ActionIcon variant="subtle" color="gray" onClick={() => void copyUrl(config.data.public_url)} aria-label="Copy URL">
                  <IconCopy size={15} />
                </ActionIcon>
              </Tooltip>
            </Group>
            {canEdit && (
              <Button type="submit" loading={save.isPending} disabled={slug.trim().toLowerCase() === config.data.slug}>
                Save
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <Text size="sm" c="dimmed">
        Colour, contact e-mail, privacy policy and everything else on the page are edited in{' '}
        <Anchor component={Link} to="/trust-center/preview/edit-content?edit-field=primary_color">
          Edit Org Information
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
