import { Alert, Button, Group, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconFileText } from '@tabler/icons-react';
import type { RequestFileView } from '@shared/contracts/questionnaires';
import { downloadFile } from '@web/lib/api';
import { notifyError } from '@web/lib/notify';
import { useFileAction, useInspection } from './api';

/** The conversion dialog of a Word questionnaire (questionnaires §2.7): not started → PROCESSING → COMPLETED. */
export function WordConversionModal({ requestId, file, onClose, onMap }: { requestId: string; file: RequestFileView; onClose: () => void; onMap: () => void }) {
  const act = useFileAction(requestId);
  const inspection = useInspection(requestId, file.id);
  const found = (inspection.data?.sheets ?? []).reduce((n, s) => n + s.question_count, 0);
  const tables = inspection.data?.tables.length ?? 0;
  // nothing found by itself: converting would find nothing either; the user chooses the table and its columns
  const mapOnly = Boolean(inspection.data) && found === 0 && tables > 0;
  const status = file.file_conversion_request_status;
  const convert = async () => {
    try {
      await act.convert.mutateAsync(file.id);
    } catch (err) {
      notifyError(err);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Text component="span" fw={650}>
          Convert Word file
        </Text>
      }
      size="md"
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg">
            <IconFileText size={20} />
          </ThemeIcon>
          <Text fw={500} truncate>
            {file.file.name}
          </Text>
        </Group>
        {status === 'COMPLETED' ? (
          <Alert color="teal" icon={<IconCheck size={18} />} title="Converted">
            {file.question_count} questions are ready. Answers are written back into the document where each question asks for them.
          </Alert>
        ) : status === 'PROCESSING' ? (
          <Group gap="sm">
            <Loader size="sm" />
            <Text size="sm">Converting the document into questions…</Text>
          </Group>
        ) : (
          <Text size="sm">
            We read the questions from the document’s numbered paragraphs and from its tables (a question column and an answer column).
            {inspection.data ? ` ${found} question${found === 1 ? '' : 's'} found.` : ''}{' '}
            {mapOnly
              ? 'Choose the table that holds the questions, and its columns, as for a spreadsheet.'
              : `Convert to start answering${tables ? ', or choose the table and its columns yourself if the questions are not read well' : ''}.`}
          </Text>
        )}
        {!mapOnly &&
          inspection.data?.warnings.map((w) => (
            <Text key={w} size="xs" c="dimmed">
              {w}
            </Text>
          ))}
        <Group justify="flex-end">
          {status === 'COMPLETED' && file.converted_file_url && (
            <Button variant="default" onClick={() => void downloadFile(file.converted_file_url!, 'converted.xlsx').catch((e) => notifyError(e))}>
              Download converted file
            </Button>
          )}
          {status === null && (
            <Button variant="default" onClick={onClose}>
              Later
            </Button>
          )}
          {status === null && tables > 0 && (
            <Button variant={mapOnly ? 'filled' : 'default'} onClick={onMap}>
              Choose the columns
            </Button>
          )}
          {status === null ? (
            !mapOnly && (
              <Button onClick={() => void convert()} loading={act.convert.isPending}>
                Convert
              </Button>
            )
          ) : (
            <Button onClick={onClose}>Close</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
