import { ActionIcon, Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconFileSpreadsheet, IconFileText, IconFileTypePdf, IconMarkdown, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { questionnaireFileFormats, questionnaireFileMaxBytes } from '@shared/contracts/questionnaires';
import { formatSize } from './parts';

export const documentMaxBytes = 20 * 1024 * 1024;

export interface FileKind {
  /** Extensions without the dot. */
  extensions: string[];
  accept: string;
  maxBytes: number;
  /** 'a PDF, Word (.docx) … file', said in the refusal. */
  described: string;
  /** The small line under the drop zone. */
  hint: string;
}

export const documentKind: FileKind = {
  extensions: ['pdf', 'docx', 'xlsx', 'csv', 'md', 'markdown', 'txt', 'text'],
  accept:
    '.pdf,.docx,.xlsx,.csv,.md,.markdown,.txt,application/pdf,text/csv,text/markdown,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  maxBytes: documentMaxBytes,
  described: 'a PDF, Word (.docx), Excel (.xlsx), CSV, Markdown or plain-text file',
  hint: `PDF, Word (.docx), Excel (.xlsx), CSV, Markdown or text · up to ${documentMaxBytes / 1048576} MB`,
};

/** The same files a questionnaire request takes: one reader reads both. */
export const questionnaireKind: FileKind = {
  extensions: [...questionnaireFileFormats],
  accept: questionnaireFileFormats.map((f) => `.${f}`).join(','),
  maxBytes: questionnaireFileMaxBytes,
  described: 'an Excel (xls, xlsx), Word (doc, docx), OpenDocument (ods, odt), PDF, CSV or Markdown file',
  hint: `An answered questionnaire: Excel (xls, xlsx), Word (doc, docx), OpenDocument, PDF, CSV or Markdown · up to ${questionnaireFileMaxBytes / 1048576} MB`,
};

export function fileLook(name: string) {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  if (ext === 'xlsx' || ext === 'csv') return { Icon: IconFileSpreadsheet, color: 'green' };
  if (ext === 'pdf') return { Icon: IconFileTypePdf, color: 'red' };
  if (ext === 'md' || ext === 'markdown') return { Icon: IconMarkdown, color: 'grape' };
  return { Icon: IconFileText, color: 'blue' };
}

/** Why a file is refused before it is sent (the server checks the content again). */
export function refusal(file: File, kind: FileKind): string | null {
  const ext = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  if (!kind.extensions.includes(ext)) return `“${file.name}” cannot be read here. Please upload ${kind.described}.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > kind.maxBytes) return `“${file.name}” is too large (the limit is ${kind.maxBytes / 1048576} MB).`;
  return null;
}

/** One file to upload: click or drop; a refused file is explained under the zone. */
export function FileDrop({
  file,
  onChange,
  kind,
  error,
  onError,
  label,
  testId,
}: {
  file: File | null;
  onChange: (f: File | null) => void;
  kind: FileKind;
  error: ReactNode;
  onError: (e: string | null) => void;
  label: string;
  testId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const pick = (list: FileList | null) => {
    const f = list?.[0];
    if (!f) return;
    const why = refusal(f, kind);
    onError(why);
    onChange(why ? null : f);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    pick(e.dataTransfer.files);
  };
  const look = file ? fileLook(file.name) : null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}{' '}
        <Text span c="red">
          *
        </Text>
      </Text>
      {file && look ? (
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <ThemeIcon variant="light" color={look.color} size="lg" radius="md">
                <look.Icon size={20} />
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatSize(file.size)}
                </Text>
              </Stack>
            </Group>
            <ActionIcon variant="subtle" color="gray" aria-label={`Remove ${file.name}`} onClick={() => onChange(null)}>
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ) : (
        <UnstyledButton
          onClick={() => input.current?.click()}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
          aria-label={label}
        >
          <Paper
            withBorder
            p="lg"
            radius="md"
            style={{
              borderStyle: 'dashed',
              borderColor: error ? 'var(--mantine-color-red-5)' : undefined,
              background: over ? 'var(--mantine-color-brand-0)' : undefined,
              textAlign: 'center',
            }}
          >
            <Stack gap={4} align="center">
              <ThemeIcon variant="light" size="lg" radius="xl">
                <IconUpload size={18} />
              </ThemeIcon>
              <Text size="sm" fw={500}>
                Drop the file here, or click to choose
              </Text>
              <Text size="xs" c="dimmed">
                {kind.hint}
              </Text>
            </Stack>
          </Paper>
        </UnstyledButton>
      )}
      {error && (
        <Text size="sm" c="red" role="alert" data-testid="file-error">
          {error}
        </Text>
      )}
      <input
        ref={input}
        type="file"
        accept={kind.accept}
        hidden
        data-testid={testId}
        onChange={(e) => {
          pick(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
    </Stack>
  );
}
