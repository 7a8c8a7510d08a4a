import { Alert, Paper, Skeleton, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { questionMessages } from '@shared/contracts/questions';
import { ErrorState } from '@web/ui/ErrorState';
import { SheetGrid } from '@web/ui/SheetGrid';
import { useSheetData } from './api';

/** A sheet that was not selected for AI responses, shown read-only as the spreadsheet it is (questionnaires §2.8). */
export function ReadOnlySheet({ requestId, fileId, sheet }: { requestId: string; fileId: string; sheet: string }) {
  const { data, isLoading, error, refetch } = useSheetData(requestId, fileId, sheet);
  return (
    <Paper withBorder p="md" data-testid="read-only-sheet">
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} mb="md">
        {questionMessages.notSelectedSheet}
      </Alert>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <Skeleton h={420} />
      ) : (
        <>
          <SheetGrid rows={data.rows} columns={data.columns} columnWidth={data.column_width} maxHeight={560} />
          {data.truncated && (
            <Text size="xs" c="dimmed" mt="xs">
              Only the first rows are shown.
            </Text>
          )}
        </>
      )}
    </Paper>
  );
}
