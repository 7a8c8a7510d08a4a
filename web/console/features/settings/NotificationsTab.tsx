import { Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { isValidOptionalEmail, settingsMessages, type NotificationReceivers } from '@shared/contracts/settings';
import { fieldErrors } from '@web/lib/fieldErrors';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { ErrorState } from '@web/ui/ErrorState';
import { useSession } from '../../auth/session';
import { useNotificationReceivers, useSaveNotificationReceivers } from './api';

type Field = keyof NotificationReceivers;

/** Internal notification receivers (portal §3, §5, §7): the sales and legal team addresses. */
export function NotificationsTab() {
  const { data, error, isLoading, refetch } = useNotificationReceivers();
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <Skeleton h={220} />;
  return <ReceiversForm initial={data} />;
}

function ReceiversForm({ initial }: { initial: NotificationReceivers }) {
  const session = useSession();
  const readOnly = !session.can('settings:edit');
  const save = useSaveNotificationReceivers();
  const [values, setValues] = useState<NotificationReceivers>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  useEffect(() => setValues(initial), [initial]);
  const dirty = values.sales_team_email !== initial.sales_team_email || values.legal_team_email !== initial.legal_team_email;

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const check = (field: Field) => {
    if (!isValidOptionalEmail(values[field])) setErrors((e) => ({ ...e, [field]: settingsMessages.emailInvalid }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problems: Partial<Record<Field, string>> = {};
    for (const f of ['sales_team_email', 'legal_team_email'] as Field[]) if (!isValidOptionalEmail(values[f])) problems[f] = settingsMessages.emailInvalid;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      await save.mutateAsync({ sales_team_email: values.sales_team_email.trim(), legal_team_email: values.legal_team_email.trim() });
      notifySuccess(settingsMessages.updated);
    } catch (err) {
      const f = fieldErrors(err);
      if (Object.keys(f).length) setErrors(f);
      notifyError(err);
    }
  }

  return (
    <Paper withBorder p="lg" maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Internal notifications for your sales and legal teams go to these addresses. Use a team mailbox, so nothing depends on one person.
          </Text>
          <TextInput
            label="Sales team email"
            withAsterisk
            type="email"
            placeholder="sales@yourcompany.com"
            leftSection={<IconMail size={16} />}
            value={values.sales_team_email}
            onChange={(e) => change('sales_team_email')(e.currentTarget.value)}
            onBlur={() => check('sales_team_email')}
            error={errors.sales_team_email}
            readOnly={readOnly}
          />
          <TextInput
            label="Legal team email"
            type="email"
            placeholder="legal@yourcompany.com"
            leftSection={<IconMail size={16} />}
            value={values.legal_team_email}
            onChange={(e) => change('legal_team_email')(e.currentTarget.value)}
            onBlur={() => check('legal_team_email')}
            error={errors.legal_team_email}
            readOnly={readOnly}
            description="Optional. Leave it empty if legal matters go through the sales team."
          />
          {!readOnly && (
            <Group justify="flex-end">
              <Button variant="default" disabled={!dirty || save.isPending} onClick={() => (setValues(initial), setErrors({}))}>
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
