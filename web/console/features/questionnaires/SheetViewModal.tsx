import { Alert, Group, Modal, Skeleton, Tabs, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { RequestFileView } from '@shared/contracts/questionnaires';
import { ErrorState } from '@web/ui/ErrorState';
import { SheetGrid } from '@web/ui/SheetGrid';
import { useSheetData } from './api';

export const NOT_SELECTED_NOTE = 'This sheet was not selected for AI responses. To view it, create a new request and select this sheet.';

/** The read-only view of the workbook's sheets (questionnaires §2.8), one tab per sheet. */
export function SheetViewModal({ requestId, file, onClose }: { requestId: string; file: RequestFileView; onClose: () => void }) {
  const [sheet, setSheet] = useState<string | undefined>(undefined);
  const { data, isLoading, error } = useSheetData(requestId, file.id, sheet);
  const current = data?.sheets.find((s) => s.name === data.sheet_name);
  const processed = file.parse_status === 'PROCESSED';
  return (
    <Modal
      opened
      onClose={onClose}
      size="90%"
      title={
        <Text component="span" fw={650}>
          {file.file.name}
        </Text>
      }
    >
      {data && (
        <Tabs value={data.sheet_name} onChange={(v) => v && setSheet(v)} mb="sm">
          <Tabs.List>
            {data.sheets.map((s) => (
              <Tabs.Tab
                key={s.name}
                value={s.name}
                leftSection={
                  processed && !s.selected ? (
                    <Tooltip label="Not selected for AI responses">
                      <IconAlertTriangle size={14} color="var(--mantine-color-orange-6)" />
                    </Tooltip>
                  ) : undefined
                }
              >
                {s.name}
                {s.hidden ? ' (hidden)' : ''}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      {processed && current && !current.selected && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} mb="sm">
          {NOT_SELECTED_NOTE}
        </Alert>
      )}
      {error ? (
        <ErrorState error={error} />
      ) : isLoading || !data ? (
        <Skeleton h={400} />
      ) : (
        <>
          <SheetGrid rows={data.rows} columns={data.columns} columnWidth={data.column_width} />
          {data.truncated && (
            <Group mt="xs">
              <Text size="xs" c="dimmed">
                Only the first rows are shown.
              </Text>
            </Group>
          )}
        </>
      )}
    </Modal>
  );
}
