import { Checkbox, List, Stack, Text } from '@mantine/core';
import type { ResultPreview } from '../../shared/contracts/questionnaires';
import { api, downloadFile } from '../lib/api';
import { confirmAction } from './confirm';

const SHOWN = 8;

/**
 * The result download of a questionnaire file, said first: only approved answers are written (how many),
 * and every approved answer that will not be in the file, with its reason. When explanations have no
 * column in a Word table, the user may have them put at the end of the document.
 */
export async function downloadQuestionnaireResult(base: string, kind: 'excel' | 'word', fallbackName: string): Promise<void> {
  const { data: preview } = await api<ResultPreview>(`${base}/result/preview/`);
  const url = `${base}/result/${kind}-download/`;
  if (preview.approved === preview.total && preview.not_written.length === 0) return downloadFile(url, fallbackName);
  const explanations = preview.not_written.filter((n) => n.part === 'explanation').length;
  let appendix = false;
  const ok = await confirmAction({
    title: 'Download the answered file',
    confirmLabel: 'Download',
    message: (
      <Stack gap="xs">
        <Text size="sm" data-testid="result-preview-message">{preview.message}</Text>
        {preview.not_written.length > 0 && (
          <>
            <Text size="sm">
              {preview.not_written.length} approved {preview.not_written.length === 1 ? 'answer is' : 'answers are'} not (or not fully) written into the file:
            </Text>
            <List size="sm" spacing={2}>
              {preview.not_written.slice(0, SHOWN).map((n) => (
                <List.Item key={`${n.question_id}-${n.part}`}>
                  Question {n.sequence_num}: {n.reason}
                </List.Item>
              ))}
            </List>
            {preview.not_written.length > SHOWN && <Text size="xs" c="dimmed">…and {preview.not_written.length - SHOWN} more.</Text>}
          </>
        )}
        {kind === 'word' && explanations > 0 && (
          <Checkbox
            label={`Put the ${explanations} explanation${explanations === 1 ? '' : 's'} without a column at the end of the document`}
            onChange={(e) => {
              appendix = e.currentTarget.checked;
            }}
          />
        )}
      </Stack>
    ),
  });
  if (!ok) return;
  return downloadFile(url, fallbackName, appendix ? { explanations: 'appendix' } : undefined);
}
