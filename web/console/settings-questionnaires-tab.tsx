import { Stack } from '@mantine/core';
import { ReviewPeriodCard } from './features/knowledge-hub/ReviewPeriodCard';
import { PrioritizationTab } from './features/questionnaires/PrioritizationTab';

/** Settings › Questionnaires: the prioritisation rules, and the knowledge hub's answer review period (issue 13). */
export function QuestionnairesSettingsTab() {
  return (
    <Stack gap="lg">
      <PrioritizationTab />
      <ReviewPeriodCard />
    </Stack>
  );
}
