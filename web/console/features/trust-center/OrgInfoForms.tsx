import { Alert, Box, Button, ColorInput, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { lightVariant, orgInfoForms, tcMessages, type SiteConfiguration, type SiteConfigurationPatch } from '@shared/contracts/tc-config';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { RichTextEditor } from '@web/ui/RichTextEditor';
import { useUpdateSiteConfiguration } from './api';

export interface FieldFormProps {
  config: SiteConfiguration;
  readOnly: boolean;
}

/**
 * A small form that saves a few config fields, checked by their part of the contract, showing the server's
 * field errors on the fields. Each save carries the values it started from, so someone else's change
 * meanwhile is refused, not overwritten.
 */
function useConfigForm<S extends z.ZodType<SiteConfigurationPatch & Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  config: SiteConfiguration,
  initialValues: z.input<S>,
) {
  const save = useUpdateSiteConfiguration();
  const form = useContractForm(schema, initialValues);
  const submit = form.onSubmit(async (patch) => {
    const base = Object.fromEntries(Object.keys(patch).map((k) => [k, (config as unknown as Record<string, unknown>)[k]]));
    try {
      await save.mutateAsync({ ...patch, base });
      notifySuccess(tcMessages.saved);
    } catch (err) {
      showServerErrors(form, err);
    }
  });
  return { form, submit, saving: save.isPending };
}

export function FormCard({
  title,
  description,
  children,
  onSubmit,
  saving,
  readOnly,
}: {
  title: string;
  description: string;
  children: ReactNode;
  onSubmit: () => void;
  saving: boolean;
  readOnly: boolean;
}) {
  return (
    <Paper
      withBorder
      p="lg"
      component="form"
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        <Box>
          <Text fw={650} size="lg">
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Box>
        {children}
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

export function CompanyForm({ config, readOnly }: FieldFormProps) {
  const { form, submit, saving } = useConfigForm(orgInfoForms.company, config, { company_name: config.company_name });
  return (
    <FormCard
      title="Company name"
      description="Shown in the page header, the title and the e-mails to subscribers."
      saving={saving}
      readOnly={readOnly}
      onSubmit={submit}
    >
      <TextInput label="Company name" required {...form.getInputProps('company_name')} maxLength={120} readOnly={readOnly} data-autofocus />
    </FormCard>
  );
}

export function OverviewForm({ config, readOnly }: FieldFormProps) {
  const { form, submit, saving } = useConfigForm(orgInfoForms.overview, config, {
    company_overview_title: config.company_overview_title,
    company_overview: config.company_overview,
  });
  return (
    <FormCard
      title="Company overview"
      description="The headline and introduction at the top of your Trust Center."
      saving={saving}
      readOnly={readOnly}
      onSubmit={submit}
    >
      <TextInput
        label="Headline"
        placeholder={`Security and trust at ${config.company_name || 'your company'}`}
        {...form.getInputProps('company_overview_title')}
        maxLength={160}
        readOnly={readOnly}
      />
      <RichTextEditor
        label="Overview"
        required
        value={form.values.company_overview}
        onChange={(html) => form.setFieldValue('company_overview', html)}
        error={form.errors.company_overview}
        description="A few sentences on how you protect customer data."
      />
    </FormCard>
  );
}

const swatches = ['#3b5bdb', '#1971c2', '#0b7285', '#087f5b', '#2b8a3e', '#e8590c', '#c2255c', '#6741d9', '#212529'];

export function ColorForm({ config, readOnly }: FieldFormProps) {
  const { form, submit, saving } = useConfigForm(orgInfoForms.color, config, { primary_color: `#${config.primary_color}` });
  const hex = form.values.primary_color.replace('#', '').toLowerCase();
  const valid = /^[0-9a-f]{6}$/.test(hex);
  return (
    <FormCard
      title="Brand colour"
      description="Buttons, links and accents of your Trust Center use it; backgrounds use its light variant."
      saving={saving}
      readOnly={readOnly}
      onSubmit={submit}
    >
      <ColorInput
        label="Primary colour"
        format="hex"
        swatches={swatches}
        swatchesPerRow={9}
        {...form.getInputProps('primary_color')}
        disallowInput={readOnly}
        withPicker={!readOnly}
      />
      {valid && (
        <Group gap="md">
          <Stack gap={4} align="center">
            <Box w={72} h={40} style={{ borderRadius: 8, background: `#${hex}` }} />
            <Text size="xs" c="dimmed">
              Primary
            </Text>
          </Stack>
          <Stack gap={4} align="center">
            <Box w={72} h={40} style={{ borderRadius: 8, background: `#${lightVariant(hex)}`, border: '1px solid var(--mantine-color-gray-3)' }} />
            <Text size="xs" c="dimmed">
              Light (15 %)
            </Text>
          </Stack>
        </Group>
      )}
    </FormCard>
  );
}

export function UptimeForm({ config, readOnly }: FieldFormProps) {
  const { form, submit, saving } = useConfigForm(orgInfoForms.uptime, config, {
    uptime_enable: config.uptime_enable,
    uptime_value: config.uptime_value,
    uptime_redirect_url: config.uptime_redirect_url,
  });
  return (
    <FormCard
      title="Uptime"
      description="Show your service availability, with a link to your status page."
      saving={saving}
      readOnly={readOnly}
      onSubmit={submit}
    >
      <Switch label="Show uptime on the Trust Center" {...form.getInputProps('uptime_enable', { type: 'checkbox' })} disabled={readOnly} color="teal" />
      <TextInput label="Uptime (%)" placeholder="99.95" {...form.getInputProps('uptime_value')} rightSection="%" maw={200} readOnly={readOnly} />
      <TextInput label="Status page URL" placeholder="https://status.example.com" {...form.getInputProps('uptime_redirect_url')} readOnly={readOnly} />
    </FormCard>
  );
}

export function ContactForm({ config, readOnly }: FieldFormProps) {
  const { form, submit, saving } = useConfigForm(orgInfoForms.contact, config, { public_contact_email: config.public_contact_email });
  return (
    <FormCard title="Public contact e-mail" description="Where visitors write with security questions." saving={saving} readOnly={readOnly} onSubmit={submit}>
      <TextInput label="Contact e-mail" type="email" placeholder="security@example.com" {...form.getInputProps('public_contact_email')} readOnly={readOnly} />
    </FormCard>
  );
}

export function PrivacyForm({ config, readOnly }: FieldFormProps) {
  const { form, submit, saving } = useConfigForm(orgInfoForms.privacy, config, { privacy_policy_url: config.privacy_policy_url });
  return (
    <FormCard title="Privacy policy" description="Linked from the contact section and the footer." saving={saving} readOnly={readOnly} onSubmit={submit}>
      <TextInput label="Privacy policy URL" placeholder="https://example.com/privacy" {...form.getInputProps('privacy_policy_url')} readOnly={readOnly} />
    </FormCard>
  );
}

export function PillarsForm({ config, readOnly }: FieldFormProps) {
  const { form, submit, saving } = useConfigForm(orgInfoForms.pillars, config, { security_pillars: config.security_pillars });
  return (
    <FormCard
      title="Security pillars"
      description="Up to three principles behind your security program. A pillar without a title or description is not shown."
      saving={saving}
      readOnly={readOnly}
      onSubmit={submit}
    >
      {form.values.security_pillars.map((p, i) => (
        <Paper key={p.kind} withBorder p="md" bg="var(--mantine-color-gray-0)">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Pillar {i + 1}
            </Text>
            <TextInput label="Title" {...form.getInputProps(`security_pillars.${i}.title`)} maxLength={80} readOnly={readOnly} />
            <TextInput label="Description" {...form.getInputProps(`security_pillars.${i}.description`)} maxLength={400} readOnly={readOnly} />
          </Stack>
        </Paper>
      ))}
      {form.errors.security_pillars && (
        <Alert color="red" variant="light">
          {form.errors.security_pillars}
        </Alert>
      )}
    </FormCard>
  );
}
