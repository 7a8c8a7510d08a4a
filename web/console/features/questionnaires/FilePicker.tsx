import { ActionIcon, Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconFileSpreadsheet, IconFileText, IconFileTypePdf, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { questionnaireFileAccept, questionnaireFileFormats, questionnaireFileMaxBytes } from '@shared/contracts/questionnaires';

export const fileIcon = (name: string) => {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  if (ext === 'xlsx' || ext === 'xls' || ext === 'csv') return { Icon: IconFileSpreadsheet, color: 'green' };
  if (ext === 'pdf') return { Icon: IconFileTypePdf, color: 'red' };
  return { Icon: IconFileText, color: 'blue' };
};

const size = (n: number) => (n >= 1048576 ? `${(n / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} kB`);

/** Pick or drop questionnaire files (xls, xlsx, doc, docx, pdf, csv); wrong types are refused at once. */
export function FilePicker({ files, onChange, label = 'Questionnaire files' }: { files: File[]; onChange: (files: File[]) => void; label?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  // Said under the picker, where the person is looking, until the next pick.
  const [refused, setRefused] = useState<string[]>([]);
  const add = (list: FileList | null) => {
    if (!list) return;
    const ok: File[] = [];
    const problems: string[] = [];
    for (const f of Array.from(list)) {
      const ext = f.name.split('.').pop()?.toLowerCase() ?? '';
      if (!(questionnaireFileFormats as readonly string[]).includes(ext))
        problems.push(`${f.name} was not added: please choose an Excel, Word, OpenDocument, PDF, CSV or Markdown file.`);
      else if (f.size > questionnaireFileMaxBytes) problems.push(`${f.name} was not added: it is larger than ${questionnaireFileMaxBytes / 1048576} MB.`);
      else if (!files.some((x) => x.name === f.name && x.size === f.size)) ok.push(f);
    }
    setRefused(problems);
    if (ok.length) onChange([...files, ...ok]);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add(e.dataTransfer.files);
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <UnstyledButton
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        aria-label="Add questionnaire files"
      >
        <Paper withBorder p="lg" style={{ borderStyle: 'dashed', background: over ? 'var(--mantine-color-brand-0)' : undefined, textAlign: 'center' }}>
          <Stack gap={4} align="center">
            <ThemeIcon variant="light" size="lg" radius="xl">
              <IconUpload size={18} />
            </ThemeIcon>
            <Text size="sm" fw={500}>
              Drop the customer's files here, or click to choose
            </Text>
            <Text size="xs" c="dimmed">
              Excel (xls, xlsx), Word (doc, docx), PDF or CSV · up to {questionnaireFileMaxBytes / 1048576} MB each
            </Text>
          </Stack>
        </Paper>
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        multiple
        accept={questionnaireFileAccept}
        hidden
        data-testid="questionnaire-file-input"
        onChange={(e) => {
          add(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      {refused.map((r) => (
        <Text key={r} size="xs" c="red" role="alert">
          {r}
        </Text>
      ))}
      {files.map((f, i) => {
        const { Icon, color } = fileIcon(f.name);
        return (
          <Group key={`${f.name}-${i}`} justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <ThemeIcon variant="light" color={color} size="md">
                <Icon size={16} />
              </ThemeIcon>
              <Text size="sm" truncate>
                {f.name}
              </Text>
              <Text size="xs" c="dimmed">
                {size(f.size)}
              </Text>
            </Group>
            <ActionIcon variant="subtle" color="gray" aria-label={`Remove ${f.name}`} onClick={() => onChange(files.filter((_, j) => j !== i))}>
              <IconX size={16} />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
