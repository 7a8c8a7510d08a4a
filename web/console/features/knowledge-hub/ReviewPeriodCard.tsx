import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '@web/ui/ErrorState';
import { useSession } from '../../auth/session';
import { ReviewPeriodForm } from './AnswerAge';
import { useReviewSettings } from './api';

/** The answer review period on the Settings page (Questionnaires tab): the setting the library's toolbar shows (issue 13). */
export function ReviewPeriodCard() {
  const session = useSession();
  if (!session.can('knowledge_base:view')) return null;
  return <ReviewPeriod canEdit={session.can('knowledge_base:edit')} />;
}

function ReviewPeriod({ canEdit }: { canEdit: boolean }) {
  const settings = useReviewSettings();
  const months = settings.data?.answer_review_months;
  return (
    <Card withBorder radius="md" padding="lg" maw={480}>
      <Stack gap="sm">
        <div>
          <Title order={5}>Answer review period</Title>
          <Text size="sm" c="dimmed">
            How long an answer in the knowledge hub's library stays trusted. Older answers lose confidence in drafts until someone reviews them.
          </Text>
        </div>
        {settings.error ? (
          <ErrorState error={settings.error} />
        ) : months === undefined ? (
          <Skeleton h={80} />
        ) : canEdit ? (
          <ReviewPeriodForm current={months} />
        ) : (
          <Text size="sm">Answers are reviewed every {months} months.</Text>
        )}
      </Stack>
    </Card>
  );
}
