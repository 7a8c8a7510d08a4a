import { Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { notificationReceiversForm, settingsMessages, type NotificationReceivers } from '@shared/contracts/settings';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { ErrorState } from '@web/ui/ErrorState';
import { useSession } from '../../auth/session';
import { useNotificationReceivers, useSaveNotificationReceivers } from './api';

/** Internal notification receivers (portal §3, §5, §7): the sales and legal team addresses. */
export function NotificationsTab() {
  const session = useSession();
  const { data, error, isLoading, refetch } = useNotificationReceivers();
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <Skeleton h={220} />;
  return <ReceiversForm key={`${data.sales_team_email} ${data.legal_team_email}`} initial={data} readOnly={!session.can('settings:edit')} />;
}

/** The two addresses, checked by the contract's rule when a field is left and on Save. */
export function ReceiversForm({ initial, readOnly }: { initial: NotificationReceivers; readOnly: boolean }) {
  const save = useSaveNotificationReceivers();
  const form = useContractForm(notificationReceiversForm, initial);
  const dirty = form.values.sales_team_email !== initial.sales_team_email || form.values.legal_team_email !== initial.legal_team_email;

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notifySuccess(settingsMessages.updated);
    } catch (err) {
      showServerErrors(form, err);
    }
  });

  return (
    <Paper withBorder p="lg" maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Internal notifications for your sales and legal teams go to these addresses. Use a team mailbox, so nothing depends on one person.
          </Text>
          <TextInput
            label="Sales team email"
            // Marked as the spec asks (portal §5): new access requests are announced only here.
            withAsterisk
            description="Access requests waiting for a decision are announced here; without it nobody is told."
            type="email"
            placeholder="sales@yourcompany.com"
            leftSection={<IconMail size={16} />}
            {...form.getInputProps('sales_team_email')}
            onBlur={() => form.validateField('sales_team_email')}
            readOnly={readOnly}
          />
          <TextInput
            label="Legal team email"
            type="email"
            placeholder="legal@yourcompany.com"
            leftSection={<IconMail size={16} />}
            {...form.getInputProps('legal_team_email')}
            onBlur={() => form.validateField('legal_team_email')}
            readOnly={readOnly}
            description="Optional. Leave it empty if legal matters go through the sales team."
          />
          {!readOnly && (
            <Group justify="flex-end">
              <Button variant="default" disabled={!dirty || save.isPending} onClick={form.reset}>
                Discard
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
