import { ActionIcon, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { slugForm, type SiteConfiguration } from '@shared/contracts/tc-config';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { confirmAction } from '@web/ui/confirm';
import { ErrorState } from '@web/ui/ErrorState';
import { useSession } from '../../auth/session';
import { useSiteConfiguration, useUpdateSiteConfiguration } from './api';
import { copyUrl } from './ShareDialog';

/** Settings → Trust Center: the public address (slug) of the Trust Center. */
export function TrustCenterSettingsTab() {
  const session = useSession();
  const config = useSiteConfiguration();

  if (config.error) return <ErrorState error={config.error} />;
  if (!config.data) return <Loader size="sm" />;

  return (
    <Stack gap="md" maw={720}>
      <SlugForm key={config.data.slug} config={config.data} canEdit={session.can('tc_config:edit')} />
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

/** The Trust Center address, checked by the contract's slug rule (lowercased and trimmed as the server reads it). */
export function SlugForm({ config, canEdit }: { config: SiteConfiguration; canEdit: boolean }) {
  const save = useUpdateSiteConfiguration();
  const form = useContractForm(slugForm, { slug: config.slug });
  const base = config.public_url.slice(0, config.public_url.length - encodeURIComponent(config.slug).length);

  const submit = form.onSubmit(async (values) => {
    // A published Trust Center's address is in customers' bookmarks and e-mails: ask before breaking them.
    if (config.is_published) {
      const ok = await confirmAction({
        title: 'Change the Trust Center address?',
        message: `${config.public_url} stops working at once: links you have already shared there will break. The new address is ${base}${values.slug}.`,
        confirmLabel: 'Change address',
        danger: true,
      });
      if (!ok) return;
    }
    try {
      await save.mutateAsync(values);
      notifySuccess('settings updated');
    } catch (err) {
      showServerErrors(form, err);
    }
  });

  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={650}>Public address</Text>
          <Badge color={config.is_published ? 'teal' : 'gray'} variant="light">
            {config.is_published ? 'Published' : 'Not published'}
          </Badge>
        </Group>
        <TextInput
          label="Trust Center address"
          required
          description="Lowercase letters, digits and hyphens. Changing it breaks links you have already shared."
          leftSection={
            <Text size="sm" c="dimmed" pl="xs" style={{ whiteSpace: 'nowrap' }}>
              {base}
            </Text>
          }
          leftSectionWidth={base.length * 6.8 + 12}
          readOnly={!canEdit}
          maxLength={60}
          {...form.getInputProps('slug')}
        />
        <Group justify="space-between">
          <Group gap={6}>
            <Anchor href={config.public_url} target="_blank" rel="noopener noreferrer" size="sm">
              {config.public_url} <IconExternalLink size={13} />
            </Anchor>
            <Tooltip label="Copy URL">
              <ActionIcon variant="subtle" color="gray" onClick={() => void copyUrl(config.public_url)} aria-label="Copy URL">
                <IconCopy size={15} />
              </ActionIcon>
            </Tooltip>
          </Group>
          {canEdit && (
            <Button type="submit" loading={save.isPending} disabled={form.values.slug.trim().toLowerCase() === config.slug}>
              Save
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
