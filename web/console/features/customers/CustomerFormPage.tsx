import { SentBack } from '@web/ui/SentBack';
import { Alert, Anchor, Breadcrumbs, Button, Group, Paper, Skeleton, Stack, TagsInput, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { listHiddenFor } from './CustomersPage';
import { customerInput, customerMessages as msg, domainProblem, maxWhitelistedDomains, normalizeDomain, type Customer } from '@shared/contracts/customers';
import { ApiError } from '@web/lib/api';
import { fieldErrors } from '@web/lib/fieldErrors';
import { useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { showApiError } from '@web/ui/errorDialog';
import { ErrorState } from '@web/ui/ErrorState';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { NotFoundPage } from '../../pages/ErrorPage';
import { useCustomer, useSaveCustomer } from './api';

/** /customer-management/new and /{customerId}/edit: name, whitelisted domains, CRM account ID. */
export function CustomerFormPage() {
  const { customerId } = useParams();
  const session = useSession();
  const { data: customer, error, isLoading, refetch } = useCustomer(customerId);
  if (!session.can(customerId ? 'customer:edit' : 'customer:create')) return <Navigate to={customerId ? `/customer-management/${customerId}` : '/'} replace />;
  // Sales roles reach customer accounts from requests, not from the list or its Add Customer (portal §6).
  if (!customerId && session.isRole(...listHiddenFor)) return <SentBack to="/" />;
  if (customerId) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundPage />;
    if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (isLoading || !customer) return <Skeleton h={320} />;
  }
  return <CustomerForm key={customer?.id ?? 'new'} customer={customer} />;
}

function CustomerForm({ customer }: { customer: Customer | undefined }) {
  const navigate = useNavigate();
  const save = useSaveCustomer(customer?.id);
  const form = useContractForm(customerInput, {
    name: customer?.name ?? '',
    whitelisted_domains: customer?.whitelisted_domains ?? [],
    crm_account_id: customer?.crm_account_id ?? '',
  });
  const domains = form.values.whitelisted_domains ?? [];
  const [domainDraft, setDomainDraft] = useState('');
  const readOnly = customer ? !customer.allowed_actions.is_editable : false;
  const back = customer ? `/customer-management/${customer.id}` : '/customer-management';

  /** Each new tag is cleaned up ("@Acme.com" → "acme.com") and checked; a bad one goes back to the box to fix. */
  function changeDomains(next: string[]) {
    const added = next.filter((d) => !domains.includes(d));
    const problem = added.map((d) => domainProblem(d)).find(Boolean);
    if (problem) {
      form.setFieldError('whitelisted_domains', problem);
      setDomainDraft(added.find((d) => domainProblem(d)) ?? '');
      return;
    }
    form.setFieldValue('whitelisted_domains', [...new Set(next.map(normalizeDomain))]);
  }

  const send = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      notifySuccess(customer ? msg.updated : msg.created);
      navigate(`/customer-management/${saved.id}`);
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length) form.setErrors(fields);
      else showApiError(err);
    }
  });

  function submit(e: FormEvent<HTMLFormElement>) {
    // Whatever is still in the box (typed or pasted, maybe several) counts too; a bad one stays there to fix.
    const typed = domainDraft.split(/[,;\s]+/).filter(Boolean);
    const problem = typed.map((d) => domainProblem(d)).find(Boolean);
    if (problem) {
      e.preventDefault();
      form.validate();
      form.setErrors((errors) => ({ ...errors, whitelisted_domains: problem }));
      return;
    }
    if (typed.length) {
      form.setFieldValue('whitelisted_domains', [...new Set([...domains, ...typed].map(normalizeDomain))]);
      setDomainDraft('');
    }
    send(e);
  }

  return (
    <>
      <Breadcrumbs mb="xs">
        <Anchor component={Link} to="/customer-management" size="sm">
          Customer Accounts
        </Anchor>
        {customer && (
          <Anchor component={Link} to={back} size="sm">
            {customer.name}
          </Anchor>
        )}
      </Breadcrumbs>
      <PageHeader
        title={customer ? 'Edit Customer Account' : 'Add Customer Account'}
        description="People from whitelisted domains can ask for access to your Trust Center; their requests are matched to this account."
      />
      <Paper withBorder p="xl" maw={720}>
        {readOnly && (
          <Alert icon={<IconInfoCircle />} color="grape" variant="light" mb="lg">
            {msg.crmManaged}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            <TextInput
              label="Customer Name"
              placeholder="e.g. Northwind Health"
              required
              {...form.getInputProps('name')}
              maxLength={120}
              disabled={readOnly}
              data-autofocus
              autoFocus
            />
            <TagsInput
              label="Whitelisted Domains"
              description="Press Enter or comma after each domain, e.g. northwindhealth.com. Public email domains such as gmail.com are not allowed."
              placeholder={domains.length ? '' : 'example.com'}
              value={domains}
              onChange={changeDomains}
              searchValue={domainDraft}
              onSearchChange={(v) => {
                setDomainDraft(v);
                form.clearFieldError('whitelisted_domains');
              }}
              splitChars={[',', ' ', ';']}
              maxTags={maxWhitelistedDomains}
              error={form.errors.whitelisted_domains}
              clearable
              acceptValueOnBlur
              disabled={readOnly}
            />
            <TextInput
              label="CRM Account ID"
              description="The account's ID in your CRM (for example a Salesforce account ID), to link renewals and requests."
              placeholder="e.g. 0018d00000NWH4AAQ"
              {...form.getInputProps('crm_account_id')}
              maxLength={100}
              disabled={readOnly}
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={() => navigate(back)}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending} disabled={readOnly}>
                {customer ? 'Save Changes' : 'Add Customer'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
