import { ActionIcon, Anchor, Badge, Breadcrumbs, Button, Card, Group, Skeleton, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { IconHistory, IconPencil, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { customerMessages as msg, type Customer } from '@shared/contracts/customers';
import { formatMrr } from '@web/lib/money';
import { useActivityLog } from '@web/lib/activity';
import { ApiError } from '@web/lib/api';
import { notifySuccess } from '@web/lib/notify';
import { ActivityFeed } from '@web/ui/ActivityFeed';
import { confirmAction } from '@web/ui/confirm';
import { EmptyState } from '@web/ui/EmptyState';
import { showApiError } from '@web/ui/errorDialog';
import { ErrorState } from '@web/ui/ErrorState';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../pages/ErrorPage';
import { useCustomer, useDeleteCustomer } from './api';
import { CustomerAccessTab } from './CustomerAccessTab';
import { listHiddenFor } from './CustomersPage';
import { CustomerStatusSwitch } from './CustomerStatusSwitch';
import { DomainBadges } from './DomainBadges';

/** /customer-management/{customerId} (questionnaires §2.6): title with the edit pencil, Delete, tabs Access and Activity. */
export function CustomerDetailPage() {
  const { customerId } = useParams();
  const { data: customer, error, isLoading, refetch } = useCustomer(customerId);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.code === 'not_found')) return <NotFoundPage />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isLoading || !customer) {
    return (
      <Stack>
        <Skeleton h={36} w={320} />
        <Skeleton h={110} />
        <Skeleton h={280} />
      </Stack>
    );
  }
  return <CustomerDetail customer={customer} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4} maw={420}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: 0.4 }}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function CustomerDetail({ customer }: { customer: Customer }) {
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'activity' ? 'activity' : 'access';
  const remove = useDeleteCustomer();
  const canEdit = session.can('customer:edit') && customer.allowed_actions.is_editable;
  const fromList = !session.isRole(...listHiddenFor);

  async function onDelete() {
    const ok = await confirmAction({
      title: msg.deleteTitle,
      message: (
        <Stack gap="xs">
          <Text size="sm">{msg.deleteText}</Text>
          <Text size="sm">{msg.deleteKeeps}</Text>
          <Text size="sm" c="dimmed">
            Account:{' '}
            <Text span fw={600} c="var(--mantine-color-text)">
              {customer.name}
            </Text>
          </Text>
        </Stack>
      ),
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(customer.id);
      notifySuccess(msg.deleted);
      navigate('/customer-management');
    } catch (err) {
      showApiError(err);
    }
  }

  return (
    <>
      {fromList && (
        <Breadcrumbs mb="xs">
          <Anchor component={Link} to="/customer-management" size="sm">
            Customer Accounts
          </Anchor>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {customer.name}
          </Text>
        </Breadcrumbs>
      )}
      <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap">
        <Group gap="sm" style={{ minWidth: 0 }}>
          <Title order={2} lineClamp={1} maw={560} title={customer.name}>
            {customer.name}
          </Title>
          {canEdit && (
            <Tooltip label="Edit customer account">
              <ActionIcon variant="subtle" size="lg" aria-label="Edit customer account" onClick={() => navigate(`/customer-management/${customer.id}/edit`)}>
                <IconPencil size={20} />
              </ActionIcon>
            </Tooltip>
          )}
          <Badge color={customer.is_active ? 'teal' : 'gray'} variant="light">
            {customer.is_active ? 'Active' : 'Inactive'}
          </Badge>
          {customer.source === 'CRM' && (
            <Tooltip label={msg.crmManaged} multiline w={260}>
              <Badge color="grape" variant="light">
                Synced from CRM
              </Badge>
            </Tooltip>
          )}
        </Group>
        {session.can('customer:delete') && (
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => void onDelete()} loading={remove.isPending}>
            Delete
          </Button>
        )}
      </Group>
      <Card mb="lg" padding="lg">
        <Group gap={48} align="flex-start" wrap="wrap">
          <Fact label="Whitelisted domains">
            <DomainBadges domains={customer.whitelisted_domains} max={4} wrap />
          </Fact>
          <Fact label="CRM account ID">
            <Text size="sm" ff={customer.xsf_account ? 'monospace' : undefined} c={customer.xsf_account ? undefined : 'dimmed'}>
              {customer.xsf_account?.account_id ?? 'Not linked'}
            </Text>
          </Fact>
          <Fact label="MRR">
            <Text size="sm" c={customer.mrr === null ? 'dimmed' : undefined}>
              {formatMrr(customer.mrr)}
            </Text>
          </Fact>
          <Fact label="Members">
            <Text size="sm">{customer.user_count}</Text>
          </Fact>
          <Fact label="Created on">
            <Text size="sm">{dayjs(customer.created_at).format('D MMM YYYY')}</Text>
          </Fact>
          <Fact label="Status">
            <CustomerStatusSwitch customer={customer} disabled={!session.can('customer:edit')} withLabel />
          </Fact>
        </Group>
      </Card>
      <Tabs value={tab} onChange={(v) => setParams(v === 'activity' ? { tab: 'activity' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="access" leftSection={<IconUsersGroup size={16} />}>
            Access
          </Tabs.Tab>
          <Tabs.Tab value="activity" leftSection={<IconHistory size={16} />}>
            Activity
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="access">
          <CustomerAccessTab customer={customer} />
        </Tabs.Panel>
        <Tabs.Panel value="activity">
          <CustomerActivity customer={customer} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function CustomerActivity({ customer }: { customer: Customer }) {
  const query = useActivityLog({ object_type: 'customer', object_id: customer.id });
  return (
    <Card padding="lg">
      <ActivityFeed
        query={query}
        height={520}
        empty={
          <EmptyState
            icon={IconHistory}
            title="No activity yet"
            description={`Changes to ${customer.name}, its members and its questionnaire requests will appear here.`}
          />
        }
      />
    </Card>
  );
}
