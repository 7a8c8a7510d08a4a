import { Badge, Button, Checkbox, Group, Loader, Modal, Select, Stack, Switch, Text, Typography } from '@mantine/core';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { ndaVersionInput } from '@shared/contracts/gated-access';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { CancelButton, FormDrawer } from '@web/ui/FormDrawer';
import { RichTextEditor } from '@web/ui/RichTextEditor';
import { useAccessSettings, useNdaVersions, useSaveAccessSettings, useSaveNdaVersion } from './api';
import { escapeHtml as esc } from '@shared/html';

/** Plain-text versions (saved before the rich-text editor) shown and edited as paragraphs. */
export const asHtml = (text: string) =>
  text.trim().startsWith('<')
    ? text
    : text
        .split(/\n{2,}/)
        .map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`)
        .join('');

/** One NDA version, read-only (older versions are never edited in place). */
export function NdaVersionModal({ version, onClose, onPick }: { version: number | null; onClose: () => void; onPick: (v: number) => void }) {
  const versions = useNdaVersions(version !== null);
  const v = versions.data?.find((x) => x.version === version);
  return (
    <Modal opened={version !== null} onClose={onClose} title={v ? `NDA ${v.version_display}` : 'NDA'} size="xl">
      {versions.isLoading && <Loader size="sm" />}
      {v && (
        <Stack gap="md">
          <Group justify="space-between">
            <Group gap="xs">
              {v.is_current && (
                <Badge color="green" variant="light">
                  Current
                </Badge>
              )}
              <Badge color={v.is_material ? 'orange' : 'gray'} variant="light">
                {v.is_material ? 'Material change: members accept it again' : 'Minor change'}
              </Badge>
              <Text size="sm" c="dimmed">
                Saved {dayjs(v.created_at).format('D MMM YYYY, HH:mm')}
                {v.created_by ? ` by ${v.created_by}` : ''} · signed {v.signed_count} {v.signed_count === 1 ? 'time' : 'times'}
              </Text>
            </Group>
            <Select
              aria-label="Version"
              size="xs"
              w={110}
              allowDeselect={false}
              value={String(v.version)}
              data={(versions.data ?? []).map((x) => ({ value: String(x.version), label: x.version_display }))}
              onChange={(x) => x && onPick(Number(x))}
            />
          </Group>
          <Typography>
            <div className="nda-view" style={{ maxHeight: 480, overflow: 'auto', fontSize: 14 }} dangerouslySetInnerHTML={{ __html: asHtml(v.text) }} />
          </Typography>
        </Stack>
      )}
    </Modal>
  );
}

/** 'Edit NDA' and ?add_nda: the rich-text editor that saves a new version. */
export function NdaEditorDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const versions = useNdaVersions(opened);
  const save = useSaveNdaVersion();
  const current = versions.data?.[0];
  const form = useContractForm(ndaVersionInput, { text: '', is_material: true });
  const { setValues, resetDirty, clearErrors } = form;
  const [loadedFor, setLoadedFor] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) {
      setLoadedFor(null);
      return;
    }
    const key = current?.id ?? 'none';
    if (versions.isSuccess && loadedFor !== key) {
      setValues({ text: current ? asHtml(current.text) : '', is_material: true });
      resetDirty();
      clearErrors();
      setLoadedFor(key);
    }
  }, [opened, versions.isSuccess, current, loadedFor, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      notifySuccess(`NDA ${saved.version_display} saved`);
      onClose();
    } catch (err) {
      showServerErrors(form, err);
    }
  });

  return (
    <FormDrawer opened={opened} onClose={onClose} dirty={loadedFor !== null && form.isDirty()} position="right" size="xl" title="Edit NDA">
      {versions.isLoading || loadedFor === null ? (
        <Loader size="sm" />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Members accept this agreement before their first confidential download. Saving creates a new version
              {current ? ` (after ${current.version_display})` : ''}; earlier versions and their signatures stay on record.
            </Text>
            <RichTextEditor
              label="Agreement text"
              required
              value={form.values.text}
              onChange={(html) => form.setFieldValue('text', html)}
              error={form.errors.text}
              minHeight={360}
            />
            <Checkbox
              {...form.getInputProps('is_material', { type: 'checkbox' })}
              label="Material change"
              description="Members who accepted an earlier version must accept this one before their next download. Leave unticked for typo fixes and formatting."
            />
            <Group justify="flex-end">
              <CancelButton />
              <Button type="submit" loading={save.isPending}>
                Save new version
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </FormDrawer>
  );
}

/** Settings: free-mail refusal and whether the NDA is required. */
export function AccessSettingsModal({ opened, onClose, canEdit }: { opened: boolean; onClose: () => void; canEdit: boolean }) {
  const settings = useAccessSettings(opened);
  const save = useSaveAccessSettings();
  async function change(patch: { refuse_free_mail?: boolean; require_nda?: boolean }) {
    try {
      await save.mutateAsync(patch);
      notifySuccess('settings updated');
    } catch (err) {
      notifyError(err);
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title="Access settings" size="md">
      {!settings.data ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="lg">
          <Switch
            checked={settings.data.require_nda}
            disabled={!canEdit || save.isPending}
            onChange={(e) => void change({ require_nda: e.currentTarget.checked })}
            label="Require the NDA before confidential downloads"
            description="Members read and accept the current NDA (typed name and checkbox) before their first download."
          />
          <Switch
            checked={settings.data.refuse_free_mail}
            disabled={!canEdit || save.isPending}
            onChange={(e) => void change({ refuse_free_mail: e.currentTarget.checked })}
            label="Refuse requests from free e-mail providers"
            description="Gmail, Outlook.com, Yahoo and similar addresses are asked for a work e-mail instead."
          />
        </Stack>
      )}
    </Modal>
  );
}
