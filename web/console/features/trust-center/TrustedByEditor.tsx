import { ActionIcon, Box, Button, Card, Center, FileInput, Group, Image, Modal, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPhoto, IconPencil, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { trustedByFields, type SiteConfiguration, type TrustedBy } from '@shared/contracts/tc-config';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { confirmAction } from '@web/ui/confirm';
import { EmptyState } from '@web/ui/EmptyState';
import { useDeleteTrustedBy, useSaveTrustedBy } from './api';

const accept = 'image/png,image/jpeg,image/webp,image/gif';

function LogoDialog({ item, opened, onClose }: { item: TrustedBy | null; opened: boolean; onClose: () => void }) {
  const save = useSaveTrustedBy();
  const form = useContractForm(trustedByFields, { name: '', website_url: '' });
  const { setValues, resetDirty, clearErrors } = form;
  // The logo is a file: it travels next to the contract's fields, not in them.
  const [file, setFile] = useState<File | null>(null);
  useEffect(() => {
    if (!opened) return;
    setValues({ name: item?.name ?? '', website_url: item?.website_url ?? '' });
    resetDirty();
    clearErrors();
    setFile(null);
  }, [opened, item, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit(async (values) => {
    const body = new FormData();
    body.set('name', values.name);
    body.set('website_url', values.website_url);
    if (file) body.set('logo', file);
    try {
      await save.mutateAsync({ id: item?.id, form: body });
      notifySuccess(item ? 'Logo updated' : 'Logo added');
      onClose();
    } catch (err) {
      showServerErrors(form, err);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={item ? `Edit ${item.name}` : 'Add a customer logo'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Customer name" required {...form.getInputProps('name')} maxLength={120} data-autofocus />
          <TextInput label="Website" placeholder="https://…" {...form.getInputProps('website_url')} />
          <FileInput
            label="Logo"
            description="PNG, JPEG, WebP or GIF, up to 2 MB. A wide logo on a transparent background looks best."
            placeholder={item?.logo_url ? 'Keep the current logo' : 'Choose an image'}
            accept={accept}
            value={file}
            onChange={(f) => {
              setFile(f);
              form.clearFieldError('logo');
            }}
            error={form.errors.logo}
            leftSection={<IconUpload size={16} />}
            clearable
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {item ? 'Save' : 'Add logo'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Customers' logos under "Trusted by". Order them by dragging in the preview. */
export function TrustedByEditor({ config, readOnly }: { config: SiteConfiguration; readOnly: boolean }) {
  const remove = useDeleteTrustedBy();
  const [dialog, setDialog] = useState<{ open: boolean; item: TrustedBy | null }>({ open: false, item: null });

  async function onDelete(t: TrustedBy) {
    if (!(await confirmAction({ title: 'Remove logo?', message: `${t.name} will no longer appear under Trusted by.`, confirmLabel: 'Remove', danger: true })))
      return;
    try {
      await remove.mutateAsync(t.id);
      notifySuccess('Logo removed');
    } catch (err) {
      notifyError(err);
    }
  }

  return (
    <Card padding="lg">
      <Group justify="space-between" align="flex-start" mb="md">
        <Box>
          <Text fw={650} size="lg">
            Trusted by
          </Text>
          <Text size="sm" c="dimmed">
            Logos of customers who agreed to be named. Drag them in the preview to change their order.
          </Text>
        </Box>
        {!readOnly && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ open: true, item: null })}>
            Add logo
          </Button>
        )}
      </Group>
      {config.trusted_by.length === 0 ? (
        <EmptyState icon={IconPhoto} title="No logos yet" description="Customer logos build confidence: add the ones you may show." />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {config.trusted_by.map((t) => (
            <Card key={t.id} padding="md" data-testid="trusted-by-card">
              <Center h={72} bg="var(--mantine-color-gray-0)" style={{ borderRadius: 8 }}>
                {t.logo_url ? (
                  <Image src={t.logo_url} alt={t.name} h={48} w="auto" maw="90%" fit="contain" />
                ) : (
                  <Text c="dimmed" fw={600}>
                    {t.name}
                  </Text>
                )}
              </Center>
              <Group justify="space-between" mt="sm" wrap="nowrap">
                <Box style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" truncate>
                    {t.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {t.website_url || 'No website'}
                  </Text>
                </Box>
                {!readOnly && (
                  <Group gap={2} wrap="nowrap">
                    <Tooltip label="Edit">
                      <ActionIcon variant="subtle" color="gray" onClick={() => setDialog({ open: true, item: t })} aria-label={`Edit ${t.name}`}>
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Remove">
                      <ActionIcon variant="subtle" color="red" onClick={() => void onDelete(t)} aria-label={`Remove ${t.name}`}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                )}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <LogoDialog opened={dialog.open} item={dialog.item} onClose={() => setDialog({ open: false, item: null })} />
    </Card>
  );
}
