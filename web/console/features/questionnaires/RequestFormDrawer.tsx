import { Button, Drawer, Group, MultiSelect, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useEffect, useState, type FormEvent } from 'react';
import {
  dueDateMaxYears,
  PAST_DUE_DATE_MESSAGE,
  type CreateRequestBody,
  type CustomerType,
  type QuestionnaireRequestView,
  type SourceRelationType,
} from '@shared/contracts/questionnaires';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useSession } from '../../auth/session';
import { useCreateRequest, useFormOptions, useUpdateRequest } from './api';
import { FilePicker } from './FilePicker';

interface Values {
  customer: string | null;
  customer_type: CustomerType;
  source_relation_type: SourceRelationType;
  customer_mrr: number | string;
  products: string[];
  requestor: string;
  customer_comments: string;
  gtm_poc: string | null;
  owner: string | null;
  assignees: string[];
  due_date: string | null;
}

const fromRequest = (r: QuestionnaireRequestView | undefined, me: string): Values => ({
  customer: r?.customer?.id ?? null,
  customer_type: r?.customer_type ?? 'NEW',
  source_relation_type: r?.source_relation_type ?? 'DIRECT',
  customer_mrr: r?.customer_mrr ?? '',
  products: r?.products.map((p) => p.id) ?? [],
  requestor: r?.requestor ?? '',
  customer_comments: r?.customer_comments ?? '',
  gtm_poc: r?.gtm_poc?.id ?? null,
  owner: r?.owner?.id ?? me,
  assignees: r?.assignees.map((a) => a.id) ?? [],
  due_date: r?.due_date ?? null,
});

/** 'New request' and 'Edit Request Details': every field of the request (questionnaires §3), files on create. */
export function RequestFormDrawer({
  opened,
  onClose,
  request,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  request?: QuestionnaireRequestView;
  onCreated?: (id: string) => void;
}) {
  const session = useSession();
  const me = session.login.user.id;
  const options = useFormOptions(opened);
  const create = useCreateRequest();
  const update = useUpdateRequest(request?.id ?? '');
  const [values, setValues] = useState<Values>(() => fromRequest(request, me));
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (opened) {
      setValues(fromRequest(request, me));
      setFiles([]);
      setErrors({});
    }
  }, [opened, request, me]);
  const set = <K extends keyof Values>(k: K, v: Values[K]) => setValues((s) => ({ ...s, [k]: v }));
  const users = (options.data?.users ?? []).map((u) => ({ value: u.id, label: u.full_name || u.id, description: u.role }));
  const assignable = (options.data?.users ?? [])
    .filter((u) => ['admin', 'salesadmin', 'sme', 'poweruser'].includes(u.role_slug) || values.assignees.includes(u.id))
    .map((u) => ({ value: u.id, label: `${u.full_name} · ${u.role}` }));
  const today = dayjs().format('YYYY-MM-DD');
  const busy = create.isPending || update.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!values.customer) errs.customer = 'Please choose a customer.';
    if (values.due_date && values.due_date < today) errs.due_date = PAST_DUE_DATE_MESSAGE;
    setErrors(errs);
    if (Object.keys(errs).length) return;
    const body: CreateRequestBody = {
      customer: values.customer!,
      customer_type: values.customer_type,
      source_relation_type: values.source_relation_type,
      customer_mrr: values.customer_mrr === '' ? null : Number(values.customer_mrr),
      products: values.products,
      requestor: values.requestor,
      customer_comments: values.customer_comments,
      gtm_poc: values.gtm_poc,
      owner: values.owner,
      assignees: values.assignees,
      due_date: values.due_date,
    };
    try {
      if (request) {
        await update.mutateAsync(body);
        notifySuccess('Request details updated');
        onClose();
        return;
      }
      const { created, uploadError } = await create.mutateAsync({ body, files });
      if (uploadError) notifyError(uploadError, 'The request was created, but its files could not be uploaded.');
      else notifySuccess(`Request created${files.length ? ` with ${files.length} file${files.length === 1 ? '' : 's'}` : ''}`);
      onClose();
      onCreated?.(created.id);
    } catch (err) {
      if (err instanceof ApiError && err.attr) setErrors({ [err.attr.split('.')[0]!]: err.detail });
      notifyError(err);
    }
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Text component="span" fw={650} size="lg">
          {request ? 'Edit Request Details' : 'New questionnaire request'}
        </Text>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label="Customer"
            placeholder="Choose the customer"
            required
            searchable
            data={(options.data?.customers ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={values.customer}
            onChange={(v) => set('customer', v)}
            error={errors.customer}
            nothingFoundMessage="No customer with that name"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Customer type
            </Text>
            <SegmentedControl
              fullWidth
              value={values.customer_type}
              onChange={(v) => set('customer_type', v as CustomerType)}
              data={[
                { value: 'NEW', label: 'New Customer' },
                { value: 'RENEWAL', label: 'Renewal' },
                { value: 'EXISTING', label: 'Existing Customer' },
              ]}
              aria-label="Customer type"
            />
          </Stack>
          <SimpleGrid cols={2}>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Source relation
              </Text>
              <SegmentedControl
                value={values.source_relation_type}
                onChange={(v) => set('source_relation_type', v as SourceRelationType)}
                data={[
                  { value: 'DIRECT', label: 'Direct' },
                  { value: 'PARTNER', label: 'Partner' },
                ]}
                aria-label="Source relation"
              />
            </Stack>
            <NumberInput
              label="MRR"
              description="Monthly recurring revenue"
              prefix="$"
              thousandSeparator=","
              min={0}
              decimalScale={2}
              value={values.customer_mrr}
              onChange={(v) => set('customer_mrr', v)}
              error={errors.customer_mrr}
            />
          </SimpleGrid>
          <MultiSelect
            label="Products"
            placeholder="Products this questionnaire is about"
            data={(options.data?.products ?? []).map((p) => ({ value: p.id, label: p.name }))}
            value={values.products}
            onChange={(v) => set('products', v)}
            searchable
            clearable
            error={errors.products}
          />
          <SimpleGrid cols={2}>
            <TextInput
              label="Requestor"
              placeholder="Who asked, at the customer"
              value={values.requestor}
              onChange={(e) => set('requestor', e.currentTarget.value)}
              maxLength={200}
            />
            <Select
              label="GTM POC"
              placeholder="Sales contact"
              data={users}
              value={values.gtm_poc}
              onChange={(v) => set('gtm_poc', v)}
              searchable
              clearable
              error={errors.gtm_poc}
            />
          </SimpleGrid>
          <Textarea
            label="Requestor comments"
            placeholder="What the customer said about this questionnaire"
            autosize
            minRows={2}
            maxRows={6}
            value={values.customer_comments}
            onChange={(e) => set('customer_comments', e.currentTarget.value)}
            maxLength={5000}
          />
          <SimpleGrid cols={2}>
            <Select label="Owner" data={users} value={values.owner} onChange={(v) => set('owner', v)} searchable error={errors.owner} />
            <DateInput
              label="Due date"
              placeholder="Pick a date"
              valueFormat="D MMM YYYY"
              minDate={today}
              maxDate={dayjs().add(dueDateMaxYears, 'year').format('YYYY-MM-DD')}
              value={values.due_date}
              onChange={(v) => set('due_date', v)}
              clearable
              error={errors.due_date}
            />
          </SimpleGrid>
          <MultiSelect
            label="Assignees"
            placeholder="Who works on the answers"
            data={assignable}
            value={values.assignees}
            onChange={(v) => set('assignees', v)}
            searchable
            clearable
            error={errors.assignees}
          />
          {!request && <FilePicker files={files} onChange={setFiles} />}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {request ? 'Save changes' : 'Create request'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
