import { Alert, Badge, Box, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconInfoCircle, IconPlugConnectedX, IconShare, IconSignature, IconWorldUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { tcMessages } from '@shared/contracts/tc-config';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { confirmAction } from '@web/ui/confirm';
import { ErrorState } from '@web/ui/ErrorState';
import { FullPageLoader } from '@web/ui/FullPageLoader';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { usePreviewSiteData, usePublish, useSetupStatus, useSiteConfiguration } from './api';
import { NdaDialog } from './NdaDialog';
import { PreviewCanvas } from './PreviewCanvas';
import { SetupChecklist } from './SetupChecklist';
import { ShareDialog } from './ShareDialog';

/** /trust-center/preview: the setup checklist until all five steps are done, then the preview. */
export function PreviewPage() {
  const session = useSession();
  const status = useSetupStatus();
  const config = useSiteConfiguration();
  const ready = Boolean(status.data && Object.values(status.data).every(Boolean));
  const site = usePreviewSiteData();
  const publish = usePublish();
  const [share, setShare] = useState<{ open: boolean; justPublished: boolean }>({ open: false, justPublished: false });
  const [ndaOpen, setNdaOpen] = useState(false);
  const canEdit = session.can('tc_config:edit');

  if (status.error || config.error) return <ErrorState error={status.error ?? config.error} />;
  if (!status.data || !config.data) return <FullPageLoader />;

  const published = config.data.is_published;
  const badge = published ? (
    <Badge color="teal" variant="light" size="lg">
      Published
    </Badge>
  ) : (
    <Badge color="gray" variant="light" size="lg">
      {config.data.is_draft ? 'Draft' : 'Not Published'}
    </Badge>
  );

  if (!ready) {
    return (
      <>
        <PageHeader title="Trust Center" badge={badge} description="Your public security and compliance page." />
        <SetupChecklist status={status.data} />
      </>
    );
  }

  async function setPublished(next: boolean) {
    if (!next) {
      const ok = await confirmAction({
        title: 'Go offline?',
        message: 'Your Trust Center will no longer be visible to anyone until you publish it again. Subscribers and links stay as they are.',
        confirmLabel: 'Go Offline',
        danger: true,
      });
      if (!ok) return;
    }
    try {
      await publish.mutateAsync(next);
      if (next) setShare({ open: true, justPublished: true });
      else notifySuccess(tcMessages.offline);
    } catch (err) {
      notifyError(err);
    }
  }

  const actions = (
    <>
      {canEdit && (
        <Button variant="default" component={Link} to="/trust-center/preview/edit-content?edit-field=company_name" leftSection={<IconEdit size={16} />}>
          Edit content
        </Button>
      )}
      <Button variant="default" onClick={() => setNdaOpen(true)} leftSection={<IconSignature size={16} />}>
        NDA
      </Button>
      {published && (
        <Button variant="default" onClick={() => setShare({ open: true, justPublished: false })} leftSection={<IconShare size={16} />}>
          Share
        </Button>
      )}
      {canEdit &&
        (published ? (
          <Button
            color="red"
            variant="light"
            onClick={() => void setPublished(false)}
            loading={publish.isPending}
            leftSection={<IconPlugConnectedX size={16} />}
          >
            Go Offline
          </Button>
        ) : (
          <Button onClick={() => void setPublished(true)} loading={publish.isPending} leftSection={<IconWorldUpload size={16} />}>
            Publish
          </Button>
        ))}
    </>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title="Trust Center"
        badge={badge}
        description="This is exactly what visitors see. Drag sections and items to change their order."
        actions={actions}
      />
      {!published && (
        <Alert color="brand" variant="light" icon={<IconInfoCircle size={18} />}>
          Everything is ready. Publish to make this page public at <b>{config.data.public_url}</b>.
        </Alert>
      )}
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <Group gap="xs" px="md" py={10} bg="var(--mantine-color-gray-0)" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} wrap="nowrap">
          <Group gap={6} aria-hidden>
            {['#ff5f57', '#febc2e', '#28c840'].map((c) => (
              <Box key={c} w={11} h={11} style={{ borderRadius: '50%', background: c }} />
            ))}
          </Group>
          <Tooltip label={published ? 'Open the public page' : 'Publish to open the public page'}>
            <Text
              size="xs"
              c="dimmed"
              ff="monospace"
              px="sm"
              py={4}
              bg="white"
              style={{
                borderRadius: 6,
                border: '1px solid var(--mantine-color-gray-3)',
                flex: 1,
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
              {...(published ? { component: 'a', href: config.data.public_url, target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {config.data.public_url}
            </Text>
          </Tooltip>
          <Badge variant="outline" color="gray" leftSection={<IconEye size={12} />}>
            Preview
          </Badge>
        </Group>
        {site.error ? <ErrorState error={site.error} /> : site.data ? <PreviewCanvas data={site.data} /> : <FullPageLoader />}
      </Paper>
      <ShareDialog
        opened={share.open}
        justPublished={share.justPublished}
        onClose={() => setShare((x) => ({ ...x, open: false }))}
        url={config.data.public_url}
      />
      <NdaDialog opened={ndaOpen} onClose={() => setNdaOpen(false)} readOnly={!(session.can('nda_text:create') || session.can('nda_text:edit'))} />
    </Stack>
  );
}
