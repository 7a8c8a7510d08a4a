import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  FileButton,
  Group,
  Input,
  Loader,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { IconCircleCheckFilled, IconFileText, IconPaperclip, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { controlFileField, domainForm, domainMessages, type SecurityHeading } from '@shared/contracts/security-controls';
import { ApiError, downloadFile } from '@web/lib/api';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { CancelButton, FormDrawer } from '@web/ui/FormDrawer';
import { documentAccept, documentMaxBytes, formatSize, sensitivityOptions } from '@web/ui/SensitivityBadge';
import { useCatalogue, useDomain, useSaveDomain } from './api';

interface Props {
  opened: boolean;
  /** The domain being edited (?edit={id}); null for ?new. */
  editId: string | null;
  onClose: () => void;
}

/** The side drawer of questionnaires §2.1: pick a domain from the catalogue and its 3 controls (1 for Security Scores). */
export function DomainDrawer({ opened, editId, onClose }: Props) {
  const catalogue = useCatalogue(opened);
  const existing = useDomain(opened ? editId : null);
  const save = useSaveDomain(editId);
  const requiredCount = (key: string) => catalogue.data?.find((d) => d.key === key)?.required_count ?? 3;
  const form = useContractForm(domainForm(requiredCount), { catalogue_key: '', sensitivity: 'PUBLIC', controls: [] });
  const { setValues, resetDirty, clearErrors } = form;
  // Files travel next to the body, in fields named after their control.
  const [files, setFiles] = useState<Record<string, File>>({});
  const [removed, setRemoved] = useState<string[]>([]);

  // Start from the domain being edited, or from nothing.
  useEffect(() => {
    if (!opened) return;
    const d: SecurityHeading | undefined = existing.data;
    setValues({
      catalogue_key: d?.catalogue_key ?? '',
      sensitivity: d?.sensitivity ?? 'PUBLIC',
      controls: d ? d.security_controls.map((c) => ({ catalogue_key: c.catalogue_key ?? c.id })) : [],
    });
    resetDirty();
    clearErrors();
    setFiles({});
    setRemoved([]);
  }, [opened, existing.data, setValues, resetDirty, clearErrors]);

  const domainKey = form.values.catalogue_key;
  const domain = useMemo(() => catalogue.data?.find((d) => d.key === domainKey), [catalogue.data, domainKey]);
  const selected = form.values.controls.map((c) => c.catalogue_key);
  const required = requiredCount(domainKey);
  const complete = selected.length === required;
  const existingFiles = useMemo(() => new Map((existing.data?.security_controls ?? []).map((c) => [c.catalogue_key ?? c.id, c.file])), [existing.data]);
  const dirty = form.isDirty() || Object.keys(files).length > 0 || removed.length > 0;
  // The refusals that name no field shown here (the chosen domain's show on its field).
  const error = Object.entries(form.errors).find(([field]) => field !== 'catalogue_key')?.[1];

  function toggle(key: string, on: boolean) {
    form.setFieldValue(
      'controls',
      on ? [...form.values.controls, { catalogue_key: key }].slice(0, required) : form.values.controls.filter((c) => c.catalogue_key !== key),
    );
    form.clearFieldError('controls');
  }

  function attach(key: string, file: File | null) {
    if (!file) return;
    if (file.size > documentMaxBytes) {
      notifyError(null, `The file is too large (the limit is ${formatSize(documentMaxBytes)}).`);
      return;
    }
    setFiles((p) => ({ ...p, [key]: file }));
    setRemoved((p) => p.filter((k) => k !== key));
  }

  const submit = form.onSubmit(async (values) => {
    if (!domain) return;
    const chosen = values.controls.map((c) => c.catalogue_key);
    const order = domain.controls.map((c) => c.key).filter((k) => chosen.includes(k));
    const controls = order.map((k) => ({ catalogue_key: k, remove_file: removed.includes(k) && !files[k] }));
    const body = new FormData();
    body.append(
      'data',
      JSON.stringify(
        editId ? { sensitivity: values.sensitivity, controls } : { catalogue_key: values.catalogue_key, sensitivity: values.sensitivity, controls },
      ),
    );
    for (const k of order) if (files[k]) body.append(controlFileField(k), files[k], files[k].name);
    try {
      await save.mutateAsync(body);
      notifySuccess(editId ? domainMessages.updated : domainMessages.created);
      onClose();
    } catch (err) {
      showServerErrors(form, err);
    }
  });

  const notFound = editId && existing.error instanceof ApiError && existing.error.status === 404;
  const loading = catalogue.isLoading || (editId && existing.isLoading);

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      dirty={dirty}
      position="right"
      size={560}
      padding="lg"
      title={
        <Group gap="sm">
          <Text fw={700} size="lg">
            {domainMessages.drawerTitle}
          </Text>
          <Badge
            data-testid="selection-count"
            tt="none"
            color={complete ? 'teal' : 'gray'}
            variant={complete ? 'light' : 'outline'}
            leftSection={complete ? <IconCircleCheckFilled size={14} aria-label="Complete" /> : undefined}
          >
            {selected.length} of {required} selected
          </Badge>
        </Group>
      }
      closeButtonProps={{ 'aria-label': 'Close drawer' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', height: 'calc(100% - 70px)' } }}
    >
      {notFound ? (
        <Alert color="red" title="Security domain not found">
          This security domain does not exist or was deleted.
        </Alert>
      ) : loading ? (
        <Group justify="center" py="xl">
          <Loader size="sm" />
        </Group>
      ) : (
        <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
          <ScrollArea style={{ flex: 1 }} offsetScrollbars>
            <Stack gap="md" pb="md">
              <Select
                label="Security domain"
                placeholder="Choose a domain"
                required
                disabled={Boolean(editId)}
                searchable
                data={(catalogue.data ?? []).map((d) => ({ value: d.key, label: d.heading, disabled: d.in_use && d.key !== existing.data?.catalogue_key }))}
                {...form.getInputProps('catalogue_key')}
                value={domainKey || null}
                onChange={(v) => {
                  form.setValues({ catalogue_key: v ?? '', controls: [] });
                  form.clearErrors();
                  setFiles({});
                }}
                description={domain?.description}
              />
              <Input.Wrapper label="Sensitivity">
                <div>
                  <SegmentedControl
                    mt={4}
                    data={sensitivityOptions}
                    value={form.values.sensitivity}
                    onChange={(v) => form.setFieldValue('sensitivity', v as 'PUBLIC' | 'CONFIDENTIAL')}
                    aria-label="Sensitivity"
                  />
                </div>
              </Input.Wrapper>
              {domain && (
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Text fw={600} size="sm">
                      Security topics
                    </Text>
                    <Text size="xs" c="dimmed">
                      Choose {required}
                      {required === 1 ? ' rating' : ''}; attach a PDF or image if you like.
                    </Text>
                  </Group>
                  {domain.controls.map((c) => {
                    const on = selected.includes(c.key);
                    const file = files[c.key];
                    const current = removed.includes(c.key) ? null : (existingFiles.get(c.key) ?? null);
                    return (
                      <Paper
                        key={c.key}
                        withBorder
                        p="sm"
                        radius="md"
                        bg={on ? 'brand.0' : undefined}
                        style={{ borderColor: on ? 'var(--mantine-color-brand-4)' : undefined }}
                      >
                        <Group justify="space-between" wrap="nowrap" gap="sm">
                          <Checkbox label={c.heading} checked={on} disabled={!on && complete} onChange={(e) => toggle(c.key, e.currentTarget.checked)} />
                          {on && (
                            <Group gap={4} wrap="nowrap">
                              {file || current ? (
                                <>
                                  <Tooltip label={file ? file.name : current!.name}>
                                    {file ? (
                                      <ThemeIcon size="sm" variant="light" color="teal">
                                        <IconFileText size={14} />
                                      </ThemeIcon>
                                    ) : (
                                      <Anchor
                                        component="button"
                                        type="button"
                                        aria-label={`Download ${current!.name}`}
                                        onClick={() => void downloadFile(current!.url, current!.name).catch((err) => notifyError(err))}
                                      >
                                        <IconFileText size={16} />
                                      </Anchor>
                                    )}
                                  </Tooltip>
                                  <ActionIcon
                                    size="sm"
                                    variant="subtle"
                                    color="red"
                                    aria-label={`Remove file of ${c.heading}`}
                                    onClick={() => {
                                      setFiles((p) => {
                                        const n = { ...p };
                                        delete n[c.key];
                                        return n;
                                      });
                                      setRemoved((p) => [...p, c.key]);
                                    }}
                                  >
                                    <IconX size={14} />
                                  </ActionIcon>
                                </>
                              ) : (
                                <FileButton accept={documentAccept} onChange={(f) => attach(c.key, f)}>
                                  {(props) => (
                                    <Button
                                      {...props}
                                      size="compact-xs"
                                      variant="subtle"
                                      leftSection={<IconPaperclip size={12} />}
                                      aria-label={`Attach a file to ${c.heading}`}
                                    >
                                      Attach
                                    </Button>
                                  )}
                                </FileButton>
                              )}
                            </Group>
                          )}
                        </Group>
                      </Paper>
                    );
                  })}
                </Stack>
              )}
              {!domain && (
                <Text size="sm" c="dimmed">
                  Choose a domain to see its standard security topics.
                </Text>
              )}
              {error && (
                <Alert color="red" variant="light">
                  {error}
                </Alert>
              )}
            </Stack>
          </ScrollArea>
          <Group justify="flex-end" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <CancelButton />
            <Button type="submit" loading={save.isPending} disabled={!domain || !complete}>
              {editId ? 'Save changes' : 'Add Domain'}
            </Button>
          </Group>
        </form>
      )}
    </FormDrawer>
  );
}
