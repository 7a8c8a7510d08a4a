import { Anchor, Button, FileInput, Group, Input, SegmentedControl, Switch, Text, type FileInputProps, type SwitchProps } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconPaperclip, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FileRef } from '@shared/contracts/content-common';
import { downloadFile } from '../lib/api';
import { notifyError } from '../lib/notify';
import { documentAccept, formatSize, sensitivityOptions } from './SensitivityBadge';

/**
 * The pieces of a Trust Center document's form page (certifications, security reports): the way back to
 * the list, the sensitivity, the current file, the file input, the active switch and the buttons. They
 * take `form.getInputProps(…)` of a `useContractForm` form.
 */

/** The link back to the list, above the page's header. */
export function BackToList({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" c="dimmed">
      <Group gap={4}>
        <IconArrowLeft size={14} /> {children}
      </Group>
    </Anchor>
  );
}

/** Public or Confidential. */
export function SensitivityField({
  value,
  onChange,
  error,
  description,
}: {
  value?: string;
  onChange?: (value: string) => void;
  error?: ReactNode;
  description?: ReactNode;
}) {
  return (
    <Input.Wrapper label="Sensitivity" description={description} error={error}>
      <div>
        <SegmentedControl mt={6} data={sensitivityOptions} value={value} onChange={onChange} aria-label="Sensitivity" />
      </div>
    </Input.Wrapper>
  );
}

/** The file the document has now, to download; with its size, and a Remove button when it may go. */
export function CurrentFile({ label, file, showSize, onRemove }: { label: string; file: FileRef; showSize?: boolean; onRemove?: () => void }) {
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Anchor size="sm" component="button" type="button" onClick={() => void downloadFile(file.url, file.name).catch((err) => notifyError(err))}>
        <Group gap={4}>
          <IconDownload size={14} />
          {file.name}
        </Group>
      </Anchor>
      {showSize && (
        <Text size="xs" c="dimmed">
          ({formatSize(file.size)})
        </Text>
      )}
      {onRemove && (
        <Button size="compact-xs" variant="subtle" color="red" leftSection={<IconX size={12} />} onClick={onRemove}>
          Remove
        </Button>
      )}
    </Group>
  );
}

/** The document's file: a PDF or an image, as the server accepts. */
export function DocumentFileInput(props: FileInputProps<false>) {
  return <FileInput placeholder="Choose a PDF or an image" accept={documentAccept} clearable leftSection={<IconPaperclip size={16} />} {...props} />;
}

/** Whether the Trust Center shows it. */
export function ActiveField(props: Omit<SwitchProps, 'label' | 'color'>) {
  return <Switch label="Active" color="teal" {...props} />;
}

/** Cancel (back to the list) and the submit button. */
export function FormButtons({ cancelTo, submitLabel, saving, mt }: { cancelTo: string; submitLabel: string; saving: boolean; mt?: string }) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" component={Link} to={cancelTo}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
