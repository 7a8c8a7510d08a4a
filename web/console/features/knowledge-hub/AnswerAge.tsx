import { Badge, Button, Group, NumberInput, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { answerReviewMessages, answerReviewSettingsBody, describeAge, describeOrigin, type AnswerOrigin } from '@shared/contracts/answer-origin';
import type { LibraryEntry } from '@shared/contracts/knowledge-hub';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { useReviewSettings, useSaveReviewSettings } from './api';

/** "Imported from X.xlsx on 3 Mar 2025" and "Reviewed 14 months ago — past the 12-month review period" (issue 13). */
export function OriginLines({
  origin,
  months,
  pastReview,
  withReference = true,
}: {
  origin: AnswerOrigin;
  months: number;
  pastReview: boolean;
  /** false where the file or request is already shown above the lines. */
  withReference?: boolean;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {describeOrigin(origin, { withReference })}
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

/** The review period's own form (library toolbar and Settings): the contract's rule and message on the field, Enter saves. */
export function ReviewPeriodForm({ current, onSaved }: { current: number; onSaved?: () => void }) {
  const save = useSaveReviewSettings();
  const form = useContractForm(answerReviewSettingsBody, { answer_review_months: current });
  const submit = form.onSubmit((values) =>
    save
      .mutateAsync(values)
      .then(() => (notifySuccess(answerReviewMessages.updated), onSaved?.()))
      .catch((err) => showServerErrors(form, err)),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <NumberInput
          label="Answer review period (months)"
          required
          description="Answers not reviewed for longer are listed as past their review period and are never drafted at high confidence."
          min={1}
          max={120}
          allowDecimal={false}
          clampBehavior="none"
          {...form.getInputProps('answer_review_months')}
        />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The organisation's answer review period, shown in the library's toolbar and editable by those who may edit the library. */
export function ReviewPeriodControl({ canEdit }: { canEdit: boolean }) {
  const settings = useReviewSettings();
  const [open, setOpen] = useState(false);
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
        <Button variant="subtle" color="gray" leftSection={<IconClockHour4 size={16} />} onClick={() => setOpen((o) => !o)}>
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack w={260}>{open && <ReviewPeriodForm current={current} onSaved={() => setOpen(false)} />}</Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
