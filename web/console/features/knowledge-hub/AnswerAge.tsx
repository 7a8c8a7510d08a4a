import { Badge, Button, Group, NumberInput, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { answerReviewMessages, describeAge, describeOrigin, type AnswerOrigin } from '@shared/contracts/answer-origin';
import type { LibraryEntry } from '@shared/contracts/knowledge-hub';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useReviewSettings, useSaveReviewSettings } from './api';

/** "Imported from X.xlsx on 3 Mar 2025" and "Reviewed 14 months ago — past the 12-month review period" (issue 13). */
export function OriginLines({ origin, months, pastReview }: { origin: AnswerOrigin; months: number; pastReview: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {describeOrigin(origin)}
      </Text>
      <Text size="xs" c={pastReview ? 'orange.8' : 'dimmed'}>
        {describeAge(origin, months)}
      </Text>
    </Stack>
  );
}

/** A stale answer: a fact it rests on changed. */
export function StaleBadge({ entry }: { entry: Pick<LibraryEntry, 'origin'> }) {
  if (!entry.origin.stale_reason) return null;
  return (
    <Tooltip label={`${entry.origin.stale_reason}. Review the answer, then mark it reviewed.`} multiline w={280}>
      <Badge size="xs" color="red" variant="light" tt="none">
        Needs review
      </Badge>
    </Tooltip>
  );
}

/** The organisation's answer review period, shown in the library's toolbar and editable by those who may edit the library. */
export function ReviewPeriodControl({ canEdit }: { canEdit: boolean }) {
  const settings = useReviewSettings();
  const save = useSaveReviewSettings();
  const [open, setOpen] = useState(false);
  const [months, setMonths] = useState<number | string>('');
  const current = settings.data?.answer_review_months;
  if (current === undefined) return null;
  const label = `Review period: ${current} months`;
  if (!canEdit) {
    return (
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    );
  }
  return (
    <Popover opened={open} onChange={setOpen} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button variant="subtle" color="gray" leftSection={<IconClockHour4 size={16} />} onClick={() => (setMonths(current), setOpen((o) => !o))}>
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          <NumberInput
            label="Answer review period (months)"
            description="Answers not reviewed for longer are listed as past their review period and are never drafted at high confidence."
            min={1}
            max={120}
            value={months}
            onChange={setMonths}
          />
          <Group justify="flex-end">
            <Button
              size="xs"
              loading={save.isPending}
              onClick={() => {
                const n = Number(months);
                if (!Number.isInteger(n) || n < 1 || n > 120) return notifyError(new Error(answerReviewMessages.months));
                void save
                  .mutateAsync({ answer_review_months: n })
                  .then(() => (notifySuccess(answerReviewMessages.updated), setOpen(false)))
                  .catch((err) => notifyError(err));
              }}
            >
              Save
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
