import { Alert, Badge, Button, Group, Loader, Radio, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useState } from 'react';
import type { ResultPlace, ResultPreview } from '@shared/contracts/questionnaires';
import { ApiError, api, downloadFile } from '../lib/api';
import { StickyFooter } from './StickyFooter';

const SHOWN_CHANGES = 500;

const PLACES: { value: ResultPlace; label: (kind: 'excel' | 'word') => string }[] = [
  { value: 'column', label: (k) => (k === 'word' ? 'In a paragraph under the table' : 'In an added comment column, right of the answers') },
  { value: 'note', label: (k) => (k === 'word' ? 'In a comment on the answer cell' : 'In a note on the answer cell') },
  {
    value: 'appendix',
    label: (k) => (k === 'word' ? 'In a section "Answers not written in place" at the end' : 'On an added sheet "Answers not written in place"'),
  },
  { value: 'none', label: () => 'Nowhere: leave them out of the file' },
];

const placeLabel = (p: ResultPreview['changes'][number]['place']) =>
  p === 'column' ? 'added column' : p === 'note' ? 'note' : p === 'appendix' ? 'appendix' : null;
const cut = (s: string) => (s.length > 120 ? `${s.slice(0, 117)}…` : s);

/**
 * The result download of a questionnaire file, shown first (the first download needs it): only approved
 * answers are written (how many), every cell the file will change (old → new), and every approved answer
 * that cannot land in its own cell, with its reason and the place the user chooses for it (kept per file).
 */
export function downloadQuestionnaireResult(base: string, kind: 'excel' | 'word', fallbackName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const id = modals.open({
      title: 'Download the answered file',
      size: 'xl',
      onClose: () => resolve(),
      children: (
        <ResultPreviewPanel
          base={base}
          kind={kind}
          fallbackName={fallbackName}
          onDone={(err) => {
            modals.close(id);
            if (err) reject(err);
            else resolve();
          }}
        />
      ),
    });
  });
}

function ResultPreviewPanel({
  base,
  kind,
  fallbackName,
  onDone,
}: {
  base: string;
  kind: 'excel' | 'word';
  fallbackName: string;
  onDone: (err?: unknown) => void;
}) {
  const [place, setPlace] = useState<ResultPlace | null>(null);
  const [preview, setPreview] = useState<ResultPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api<ResultPreview>(`${base}/result/preview/`, { query: place ? { place } : {} })
      .then(({ data }) => {
        if (!live) return;
        setPreview(data);
        setPlace((p) => p ?? (data.place_saved || data.not_written.length === 0 ? data.place : 'appendix'));
      })
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : 'The preview could not be loaded. Please try again.'));
    return () => {
      live = false;
    };
  }, [base, place]);

  const download = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      await api(`${base}/result/settings/`, { method: 'PUT', body: { place: place ?? preview.place, previewed: true } });
      await downloadFile(`${base}/result/${kind}-download/`, fallbackName);
      onDone();
    } catch (e) {
      setBusy(false);
      onDone(e);
    }
  };

  if (error)
    return (
      <Alert color="red" data-testid="result-preview-error">
        {error}
      </Alert>
    );
  if (!preview)
    return (
      <Group justify="center" p="lg">
        <Loader size="sm" aria-label="Loading the preview" />
      </Group>
    );
  const changes = preview.changes;
  const loading = place !== null && place !== preview.place;
  return (
    <Stack gap="sm" data-testid="result-preview">
      <Text size="sm" data-testid="result-preview-message">
        {preview.message}
      </Text>
      <Text size="sm" c="dimmed">
        {preview.written} {preview.written === 1 ? 'answer changes' : 'answers change'} the file; {preview.unchanged} already{' '}
        {preview.unchanged === 1 ? 'says' : 'say'} what was approved.
      </Text>

      {preview.not_written.length > 0 && (
        <Stack gap={6} data-testid="result-not-written">
          <Text size="sm" fw={600}>
            {preview.not_written.length} approved {preview.not_written.length === 1 ? 'answer cannot' : 'answers cannot'} be written in{' '}
            {preview.not_written.length === 1 ? 'its own cell' : 'their own cells'}:
          </Text>
          <ScrollArea.Autosize mah={160} type="auto">
            <Table fz="xs" withRowBorders={false} verticalSpacing={2}>
              <Table.Tbody>
                {preview.not_written.map((n) => (
                  <Table.Tr key={`${n.question_id}-${n.part}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>Question {n.sequence_num}</Table.Td>
                    <Table.Td>
                      {n.reason}{' '}
                      {n.placed_elsewhere ? (
                        <Badge size="xs" variant="light" color="teal">
                          goes to the place below
                        </Badge>
                      ) : (
                        <Badge size="xs" variant="light" color="orange">
                          not in the file
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          <Radio.Group
            label="Where should these answers go?"
            value={place ?? preview.place}
            onChange={(v) => setPlace(v as ResultPlace)}
            data-testid="result-place"
          >
            <Stack gap={4} mt={4}>
              {PLACES.map((p) => (
                <Radio key={p.value} value={p.value} label={p.label(kind)} size="sm" />
              ))}
            </Stack>
          </Radio.Group>
        </Stack>
      )}

      <Text size="sm" fw={600}>
        {changes.length === 0 ? 'Nothing in the file changes.' : `${changes.length} ${changes.length === 1 ? 'cell changes' : 'cells change'}:`}
      </Text>
      {changes.length > 0 && (
        <ScrollArea.Autosize mah={300} type="auto">
          <Table fz="xs" striped stickyHeader data-testid="result-changes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{kind === 'word' ? 'Where' : 'Sheet / cell'}</Table.Th>
                <Table.Th>Question</Table.Th>
                <Table.Th>Now</Table.Th>
                <Table.Th>Will say</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.slice(0, SHOWN_CHANGES).map((c, i) => (
                <Table.Tr key={`${c.sheet}-${c.address}-${i}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {kind === 'word' ? c.address : `${c.sheet} ${c.address}`}{' '}
                    {placeLabel(c.place) && (
                      <Badge size="xs" variant="light">
                        {placeLabel(c.place)}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{c.sequence_num ?? '—'}</Table.Td>
                  <Table.Td c="dimmed">{c.before ? cut(c.before) : <i>empty</i>}</Table.Td>
                  <Table.Td>{cut(c.after) || <i>empty</i>}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {changes.length > SHOWN_CHANGES && (
            <Text size="xs" c="dimmed">
              …and {changes.length - SHOWN_CHANGES} more.
            </Text>
          )}
        </ScrollArea.Autosize>
      )}

      <StickyFooter>
        <Button variant="default" onClick={() => onDone()}>
          Cancel
        </Button>
        <Button onClick={() => void download()} loading={busy || loading}>
          Download
        </Button>
      </StickyFooter>
    </Stack>
  );
}
