import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Divider,
  Grid,
  Group,
  Loader,
  Modal,
  NavLink,
  NumberInput,
  Paper,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconEyeOff, IconPlus, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { wordFormats, type AnswerColumnInput, type InspectionSheetView, type RequestFileView, type SheetMappingInput } from '@shared/contracts/questionnaires';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { ErrorState } from '@web/ui/ErrorState';
import { SheetGrid } from '@web/ui/SheetGrid';
import { useFileAction, useInspection, useMappingPreview, useSheetData } from './api';
import { ColumnSelect } from '@web/ui/ColumnSelect';

type Draft = { selected: boolean; header_row: number; question_column: number | null; id_column: number | null; answer_columns: AnswerColumnInput[] };

export const letter = (n: number) => {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
};

const columnOptions = (s: InspectionSheetView) =>
  Array.from({ length: Math.max(s.column_count, 1) }, (_, i) => {
    const h = s.headers.find((x) => x.column === i + 1)?.text;
    return { value: String(i + 1), label: h ? `${letter(i + 1)} · ${h.slice(0, 40)}` : letter(i + 1) };
  });

/** The sheet-mapping step (questionnaires §2.7): pick sheets and their columns, prefilled from the proposal. */
export function SheetMappingModal({ requestId, file, onClose }: { requestId: string; file: RequestFileView; onClose: () => void }) {
  const inspection = useInspection(requestId, file.id);
  const act = useFileAction(requestId);
  // a Word file is mapped by its tables, as a workbook by its sheets
  const isWord = wordFormats.includes(inspection.data?.format ?? '');
  const sheets = useMemo(() => (isWord ? inspection.data?.tables : inspection.data?.sheets) ?? [], [inspection.data, isWord]);
  const unit = isWord ? 'table' : 'sheet';
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [active, setActive] = useState<string | null>(null);
  const [showGrid, setShowGrid] = useState(false);

  useEffect(() => {
    if (!sheets.length || Object.keys(drafts).length) return;
    setDrafts(
      Object.fromEntries(
        sheets.map((s) => [
          s.name,
          {
            selected: s.mapping.selected,
            header_row: s.mapping.header_row,
            question_column: s.mapping.question_column || null,
            id_column: s.mapping.id_column,
            answer_columns: s.mapping.answer_columns,
          },
        ]),
      ),
    );
    setActive((sheets.find((s) => s.mapping.selected) ?? sheets[0])!.name);
  }, [sheets, drafts]);

  const chosen: SheetMappingInput[] = Object.entries(drafts)
    .filter(([, d]) => d.selected && d.question_column && d.answer_columns.length > 0)
    .map(([sheet, d]) => ({ sheet, question_column: d.question_column!, id_column: d.id_column, answer_columns: d.answer_columns, header_row: d.header_row }));
  const [debounced] = useDebouncedValue(chosen, 400);
  const preview = useMappingPreview(requestId, file.id, debounced, Object.keys(drafts).length > 0);
  const grid = useSheetData(requestId, showGrid ? file.id : null, active ?? undefined);
  const sheet = sheets.find((s) => s.name === active);
  const d = active ? drafts[active] : undefined;
  const patch = (p: Partial<Draft>) => active && setDrafts((all) => ({ ...all, [active]: { ...all[active]!, ...p } }));
  const incomplete = Object.entries(drafts)
    .filter(([, x]) => x.selected && (!x.question_column || x.answer_columns.length === 0))
    .map(([n]) => n);
  const total = preview.data?.total ?? 0;

  const confirm = async () => {
    try {
      await act.map.mutateAsync({ fileId: file.id, sheets: chosen });
      notifySuccess(`Importing ${total} question${total === 1 ? '' : 's'}`);
      onClose();
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={
        <>
          <Text component="span" fw={650}>
            {isWord ? 'Column mapping' : 'Sheet mapping'}
          </Text>
          <Text component="span" size="xs" c="dimmed" ml="sm">
            {file.file.name}
          </Text>
        </>
      }
    >
      {inspection.error ? (
        <ErrorState error={inspection.error} />
      ) : inspection.data && sheets.length === 0 ? (
        <Text size="sm">
          {isWord
            ? 'This document has no tables to map. Its questions are read from numbered paragraphs and paragraphs that end with a question mark.'
            : 'This file has no sheets to map.'}
        </Text>
      ) : !sheet || !d ? (
        <Skeleton h={360} />
      ) : (
        <Stack gap="md">
          {inspection.data?.failure_reason && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
              {inspection.data.failure_reason}
            </Alert>
          )}
          <Grid gap="md">
            <Grid.Col span={4}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
                {isWord ? 'Tables' : 'Sheets'}
              </Text>
              <ScrollArea.Autosize mah={360}>
                {sheets.map((s) => {
                  const x = drafts[s.name];
                  const count = preview.data?.sheets.find((p) => p.sheet === s.name)?.count;
                  return (
                    <NavLink
                      key={s.name}
                      active={s.name === active}
                      onClick={() => setActive(s.name)}
                      label={
                        <Text size="sm" fw={500} truncate>
                          {s.name}
                        </Text>
                      }
                      description={x?.selected ? `${count ?? s.question_count} questions` : s.helper ? 'Helper sheet' : 'Not selected'}
                      leftSection={
                        <Checkbox
                          size="xs"
                          checked={Boolean(x?.selected)}
                          onChange={(e) => setDrafts((all) => ({ ...all, [s.name]: { ...all[s.name]!, selected: e.currentTarget.checked } }))}
                          onClick={(e) => e.stopPropagation()}
                          aria-label={`Process ${s.name}`}
                        />
                      }
                      rightSection={
                        s.hidden ? (
                          <Tooltip label="Hidden sheet">
                            <IconEyeOff size={14} />
                          </Tooltip>
                        ) : undefined
                      }
                    />
                  );
                })}
              </ScrollArea.Autosize>
            </Grid.Col>
            <Grid.Col span={8}>
              <Stack gap="sm">
                <Group justify="space-between">
                  <Group gap="xs">
                    <Text fw={600}>{sheet.name}</Text>
                    {sheet.hidden && (
                      <Badge size="xs" color="gray">
                        Hidden
                      </Badge>
                    )}
                    {sheet.helper && (
                      <Badge size="xs" color="orange" variant="light">
                        Helper sheet
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {sheet.row_count} rows · {sheet.column_count} columns
                  </Text>
                </Group>
                {!d.selected ? (
                  <Paper withBorder p="md" bg="gray.0">
                    <Text size="sm" c="dimmed">
                      This {unit} is not processed.{' '}
                      {sheet.helper
                        ? 'It looks like a helper sheet (a copy of the questions, lists or scoring), so counting it would double the questions.'
                        : `Tick it to import its questions${isWord ? ' (the questions found by themselves in numbered paragraphs are imported as well)' : ''}.`}
                    </Text>
                  </Paper>
                ) : (
                  <>
                    <Group align="flex-start" wrap="wrap">
                      <NumberInput
                        w={140}
                        label="Header row"
                        min={0}
                        max={sheet.row_count}
                        value={d.header_row}
                        onChange={(v) => patch({ header_row: Number(v) || 0 })}
                        description="0 if there is none"
                      />
                      <ColumnSelect
                        label="Question column"
                        data={columnOptions(sheet)}
                        value={d.question_column ? String(d.question_column) : null}
                        onChange={(v) => patch({ question_column: v ? Number(v) : null })}
                        allowDeselect={false}
                      />
                      <ColumnSelect
                        label="ID column"
                        data={columnOptions(sheet)}
                        value={d.id_column ? String(d.id_column) : null}
                        onChange={(v) => patch({ id_column: v ? Number(v) : null })}
                        clearable
                        placeholder="None"
                      />
                    </Group>
                    <Stack gap={6}>
                      <Text size="sm" fw={500}>
                        Answer columns
                      </Text>
                      {d.answer_columns.map((a, i) => (
                        <Group key={i} gap="xs" wrap="wrap">
                          <ColumnSelect
                            aria-label="Answer column"
                            data={columnOptions(sheet)}
                            value={String(a.column)}
                            onChange={(v) => v && patch({ answer_columns: d.answer_columns.map((x, j) => (j === i ? { ...x, column: Number(v) } : x)) })}
                            style={{ flex: '0 1 auto' }}
                            allowDeselect={false}
                          />
                          <SegmentedControl
                            size="xs"
                            value={a.kind}
                            onChange={(v) =>
                              patch({ answer_columns: d.answer_columns.map((x, j) => (j === i ? { ...x, kind: v as AnswerColumnInput['kind'] } : x)) })
                            }
                            data={[
                              { value: 'choice', label: 'Choice' },
                              { value: 'text', label: 'Text' },
                              { value: 'x', label: "'x' mark" },
                            ]}
                          />
                          {a.kind === 'x' && (
                            <TextInput
                              size="xs"
                              placeholder="Option (Yes)"
                              value={a.option ?? ''}
                              onChange={(e) => {
                                const v = e.currentTarget.value;
                                patch({ answer_columns: d.answer_columns.map((x, j) => (j === i ? { ...x, option: v } : x)) });
                              }}
                              w={110}
                              aria-label="Option"
                            />
                          )}
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            onClick={() => patch({ answer_columns: d.answer_columns.filter((_, j) => j !== i) })}
                            aria-label="Remove answer column"
                          >
                            <IconX size={14} />
                          </ActionIcon>
                        </Group>
                      ))}
                      <Group>
                        <Button
                          size="xs"
                          variant="subtle"
                          leftSection={<IconPlus size={14} />}
                          onClick={() =>
                            patch({
                              answer_columns: [...d.answer_columns, { column: Math.min(sheet.column_count || 1, (d.question_column ?? 1) + 1), kind: 'text' }],
                            })
                          }
                        >
                          Add answer column
                        </Button>
                      </Group>
                    </Stack>
                    <Divider />
                    <Group justify="space-between">
                      <Text size="sm" fw={500}>
                        First questions
                      </Text>
                      {preview.isFetching && <Loader size="xs" />}
                    </Group>
                    {preview.error ? (
                      <Text size="sm" c="red">
                        {(preview.error as Error).message}
                      </Text>
                    ) : (
                      <Stack gap={4} data-testid="mapping-preview">
                        {(preview.data?.sheets.find((p) => p.sheet === sheet.name)?.questions ?? []).map((q) => (
                          <Group key={q.row} gap="xs" wrap="nowrap" align="flex-start">
                            {/* The row as the sheet's own row numbers (and the grid below) name it, not a bare number. */}
                            <Badge size="sm" variant="light" color="gray" tt="none" miw={64} style={{ flexShrink: 0 }}>
                              Row {q.row}
                            </Badge>
                            <Text size="sm" lineClamp={2} style={{ flex: 1 }}>
                              {q.question}
                            </Text>
                            {q.answer_options.length > 0 && (
                              <Tooltip label={q.answer_options.join(' / ')}>
                                <Badge size="xs" variant="outline">
                                  {q.answer_options.length} options
                                </Badge>
                              </Tooltip>
                            )}
                          </Group>
                        ))}
                      </Stack>
                    )}
                  </>
                )}
                <Button variant="subtle" size="xs" onClick={() => setShowGrid((v) => !v)} style={{ alignSelf: 'flex-start' }}>
                  {showGrid ? `Hide the ${unit}` : `Show the ${unit}`}
                </Button>
                {showGrid &&
                  (grid.data ? (
                    <SheetGrid rows={grid.data.rows.slice(0, 60)} columns={grid.data.columns} columnWidth={120} maxHeight={260} />
                  ) : (
                    <Skeleton h={200} />
                  ))}
              </Stack>
            </Grid.Col>
          </Grid>
          {(inspection.data?.warnings ?? []).length > 0 && (
            // A file can carry hundreds of notes (a formula in every answer cell): they scroll, the Import button stays in view.
            <ScrollArea.Autosize mah={96} type="auto" data-testid="mapping-warnings">
              <Stack gap={2}>
                {(inspection.data?.warnings ?? []).map((w) => (
                  <Text key={w} size="xs" c="dimmed">
                    {w}
                  </Text>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
          <Group justify="space-between">
            <Text size="sm" c={incomplete.length ? 'orange.8' : 'dimmed'}>
              {incomplete.length
                ? `Choose the question and answer columns of ${incomplete.join(', ')}.`
                : `${chosen.length} ${unit}${chosen.length === 1 ? '' : 's'} · ${total} question${total === 1 ? '' : 's'}`}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                Later
              </Button>
              <Button
                onClick={() => void confirm()}
                disabled={chosen.length === 0 || incomplete.length > 0 || total === 0 || preview.isFetching}
                loading={act.map.isPending}
                data-testid="confirm-mapping"
              >
                Import {total} question{total === 1 ? '' : 's'}
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
