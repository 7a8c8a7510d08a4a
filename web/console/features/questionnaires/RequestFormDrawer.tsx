import { Button, MultiSelect, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import {
  dueDateMaxYears,
  localToday,
  requestForm,
  type CustomerType,
  type QuestionnaireRequestView,
  type SourceRelationType,
} from '@shared/contracts/questionnaires';
import { fieldErrors } from '@web/lib/fieldErrors';
import { useContractForm } from '@web/lib/forms';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { CancelButton, FormDrawer } from '@web/ui/FormDrawer';
import { StickyFooter } from '@web/ui/StickyFooter';
import { useSession } from '../../auth/session';
import { useCreateRequest, useFormOptions, useUpdateRequest } from './api';
import { FilePicker } from './FilePicker';

type RequestFormValues = z.input<typeof requestForm>;

const fromRequest = (r: QuestionnaireRequestView | undefined, me: string): RequestFormValues => ({
  customer: r?.customer?.id ?? '',
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
  const form = useContractForm(requestForm, fromRequest(request, me));
  const { setValues, resetDirty, clearErrors } = form;
  const [files, setFiles] = useState<File[]>([]);
  useEffect(() => {
    if (!opened) return;
    setValues(fromRequest(request, me));
    resetDirty();
    clearErrors();
    setFiles([]);
  }, [opened, request, me, setValues, resetDirty, clearErrors]);
  const users = (options.data?.users ?? []).map((u) => ({ value: u.id, label: u.full_name || u.id, description: u.role }));
  const assignable = (options.data?.users ?? [])
    .filter((u) => ['admin', 'salesadmin', 'sme', 'poweruser'].includes(u.role_slug) || form.values.assignees.includes(u.id))
    .map((u) => ({ value: u.id, label: `${u.full_name} · ${u.role}` }));
  const today = localToday();
  const busy = create.isPending || update.isPending;
  const dirty = form.isDirty() || files.length > 0;

  const submit = form.onSubmit(async (body) => {
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
      // On its field, and as a notification too: the drawer is long, the field may be out of view.
      form.setErrors(fieldErrors(err));
      notifyError(err);
    }
  });

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      dirty={dirty}
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
            {...form.getInputProps('customer')}
            value={form.values.customer || null}
            onChange={(v) => form.setFieldValue('customer', v ?? '')}
            nothingFoundMessage="No customer with that name"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Customer type
            </Text>
            <SegmentedControl
              fullWidth
              value={form.values.customer_type}
              onChange={(v) => form.setFieldValue('customer_type', v as CustomerType)}
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
                value={form.values.source_relation_type}
                onChange={(v) => form.setFieldValue('source_relation_type', v as SourceRelationType)}
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
              {...form.getInputProps('customer_mrr')}
            />
          </SimpleGrid>
          <MultiSelect
            label="Products"
            placeholder="Products this questionnaire is about"
            data={(options.data?.products ?? []).map((p) => ({ value: p.id, label: p.name }))}
            {...form.getInputProps('products')}
            searchable
            clearable
          />
          <SimpleGrid cols={2}>
            <TextInput label="Requestor" placeholder="Who asked, at the customer" {...form.getInputProps('requestor')} maxLength={200} />
            <Select label="GTM POC" placeholder="Sales contact" data={users} {...form.getInputProps('gtm_poc')} searchable clearable />
          </SimpleGrid>
          <Textarea
            label="Requestor comments"
            placeholder="What the customer said about this questionnaire"
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('customer_comments')}
            maxLength={5000}
          />
          <SimpleGrid cols={2}>
            <Select label="Owner" data={users} {...form.getInputProps('owner')} searchable />
            <DateInput
              label="Due date"
              placeholder="Pick a date"
              valueFormat="D MMM YYYY"
              minDate={today}
              maxDate={dayjs().add(dueDateMaxYears, 'year').format('YYYY-MM-DD')}
              {...form.getInputProps('due_date')}
              clearable
            />
          </SimpleGrid>
          <MultiSelect label="Assignees" placeholder="Who works on the answers" data={assignable} {...form.getInputProps('assignees')} searchable clearable />
          {!request && <FilePicker files={files} onChange={setFiles} />}
        </Stack>
        <StickyFooter>
          <CancelButton disabled={busy} />
          <Button type="submit" loading={busy}>
            {request ? 'Save changes' : 'Create request'}
          </Button>
        </StickyFooter>
      </form>
    </FormDrawer>
  );
}
