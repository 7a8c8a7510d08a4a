import { Box, Button, ColorInput, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { lightVariant, tcMessages, type SiteConfiguration, type SiteConfigurationPatch } from '@shared/contracts/tc-config';
import { fieldErrors } from '@web/lib/fieldErrors';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { RichTextEditor } from '@web/ui/RichTextEditor';
import { useUpdateSiteConfiguration } from './api';

export interface FieldFormProps {
  config: SiteConfiguration;
  readOnly: boolean;
}

/**
 * A small form that saves a few config fields, showing the server's field errors on the fields. Each
 * save carries the values it started from, so someone else's change meanwhile is refused, not overwritten.
 */
function useFieldForm(config: SiteConfiguration) {
  const save = useUpdateSiteConfiguration();
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function submit(patch: SiteConfigurationPatch) {
    setErrors({});
    const base = Object.fromEntries(Object.keys(patch).map((k) => [k, (config as unknown as Record<string, unknown>)[k]]));
    try {
      await save.mutateAsync({ ...patch, base });
      notifySuccess(tcMessages.saved);
      return true;
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length) setErrors(fields);
      else notifyError(err);
      return false;
    }
  }
  return { submit, errors, setErrors, saving: save.isPending };
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
  const f = useFieldForm(config);
  const [name, setName] = useState(config.company_name);
  useEffect(() => setName(config.company_name), [config.company_name]);
  return (
    <FormCard
      title="Company name"
      description="Shown in the page header, the title and the e-mails to subscribers."
      saving={f.saving}
      readOnly={readOnly}
      onSubmit={() => void f.submit({ company_name: name })}
    >
      <TextInput
        label="Company name"
        required
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={f.errors.company_name}
        maxLength={120}
        readOnly={readOnly}
        data-autofocus
      />
    </FormCard>
  );
}

export function OverviewForm({ config, readOnly }: FieldFormProps) {
  const f = useFieldForm(config);
  const [title, setTitle] = useState(config.company_overview_title);
  const [overview, setOverview] = useState(config.company_overview);
  return (
    <FormCard
      title="Company overview"
      description="The headline and introduction at the top of your Trust Center."
      saving={f.saving}
      readOnly={readOnly}
      onSubmit={() => void f.submit({ company_overview_title: title, company_overview: overview })}
    >
      <TextInput
        label="Headline"
        placeholder={`Security and trust at ${config.company_name || 'your company'}`}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        error={f.errors.company_overview_title}
        maxLength={160}
        readOnly={readOnly}
      />
      <RichTextEditor
        label="Overview"
        required
        value={overview}
        onChange={setOverview}
        error={f.errors.company_overview}
        description="A few sentences on how you protect customer data."
      />
    </FormCard>
  );
}

const swatches = ['#3b5bdb', '#1971c2', '#0b7285', '#087f5b', '#2b8a3e', '#e8590c', '#c2255c', '#6741d9', '#212529'];

export function ColorForm({ config, readOnly }: FieldFormProps) {
  const f = useFieldForm(config);
  const [color, setColor] = useState(`#${config.primary_color}`);
  const hex = color.replace('#', '').toLowerCase();
  const valid = /^[0-9a-f]{6}$/.test(hex);
  return (
    <FormCard
      title="Brand colour"
      description="Buttons, links and accents of your Trust Center use it; backgrounds use its light variant."
      saving={f.saving}
      readOnly={readOnly}
      onSubmit={() => void f.submit({ primary_color: hex })}
    >
      <ColorInput
        label="Primary colour"
        format="hex"
        swatches={swatches}
        swatchesPerRow={9}
        value={color}
        onChange={setColor}
        error={f.errors.primary_color}
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
  const f = useFieldForm(config);
  const [enabled, setEnabled] = useState(config.uptime_enable);
  const [value, setValue] = useState(config.uptime_value);
  const [url, setUrl] = useState(config.uptime_redirect_url);
  return (
    <FormCard
      title="Uptime"
      description="Show your service availability, with a link to your status page."
      saving={f.saving}
      readOnly={readOnly}
      onSubmit={() => void f.submit({ uptime_enable: enabled, uptime_value: value, uptime_redirect_url: url })}
    >
      <Switch
        label="Show uptime on the Trust Center"
        checked={enabled}
        onChange={(e) => setEnabled(e.currentTarget.checked)}
        disabled={readOnly}
        color="teal"
      />
      <TextInput
        label="Uptime (%)"
        placeholder="99.95"
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        error={f.errors.uptime_value}
        rightSection="%"
        maw={200}
        readOnly={readOnly}
      />
      <TextInput
        label="Status page URL"
        placeholder="https://status.example.com"
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        error={f.errors.uptime_redirect_url}
        readOnly={readOnly}
      />
    </FormCard>
  );
}

export function ContactForm({ config, readOnly }: FieldFormProps) {
  const f = useFieldForm(config);
  const [email, setEmail] = useState(config.public_contact_email);
  return (
    <FormCard
      title="Public contact e-mail"
      description="Where visitors write with security questions."
      saving={f.saving}
      readOnly={readOnly}
      onSubmit={() => void f.submit({ public_contact_email: email })}
    >
      <TextInput
        label="Contact e-mail"
        type="email"
        placeholder="security@example.com"
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        error={f.errors.public_contact_email}
        readOnly={readOnly}
      />
    </FormCard>
  );
}

export function PrivacyForm({ config, readOnly }: FieldFormProps) {
  const f = useFieldForm(config);
  const [url, setUrl] = useState(config.privacy_policy_url);
  return (
    <FormCard
      title="Privacy policy"
      description="Linked from the contact section and the footer."
      saving={f.saving}
      readOnly={readOnly}
      onSubmit={() => void f.submit({ privacy_policy_url: url })}
    >
      <TextInput
        label="Privacy policy URL"
        placeholder="https://example.com/privacy"
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        error={f.errors.privacy_policy_url}
        readOnly={readOnly}
      />
    </FormCard>
  );
}

export function PillarsForm({ config, readOnly }: FieldFormProps) {
  const f = useFieldForm(config);
  const [pillars, setPillars] = useState(config.security_pillars);
  const set = (i: number, key: 'title' | 'description', value: string) => setPillars((p) => p.map((x, j) => (j === i ? { ...x, [key]: value } : x)));
  return (
    <FormCard
      title="Security pillars"
      description="Up to three principles behind your security program. A pillar without a title or description is not shown."
      saving={f.saving}
      readOnly={readOnly}
      onSubmit={() => void f.submit({ security_pillars: pillars })}
    >
      {pillars.map((p, i) => (
        <Paper key={p.kind} withBorder p="md" bg="var(--mantine-color-gray-0)">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Pillar {i + 1}
            </Text>
            <TextInput label="Title" value={p.title} onChange={(e) => set(i, 'title', e.currentTarget.value)} maxLength={80} readOnly={readOnly} />
            <TextInput
              label="Description"
              value={p.description}
              onChange={(e) => set(i, 'description', e.currentTarget.value)}
              maxLength={400}
              readOnly={readOnly}
            />
          </Stack>
        </Paper>
      ))}
    </FormCard>
  );
}
