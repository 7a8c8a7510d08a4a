import { Anchor, Grid, Group, NavLink, Paper, Stack } from '@mantine/core';
import {
  IconArrowLeft,
  IconBuilding,
  IconBuildingSkyscraper,
  IconColorSwatch,
  IconFileDescription,
  IconHeartbeat,
  IconLock,
  IconMail,
  IconServer2,
  IconShieldCheck,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SiteConfiguration } from '@shared/contracts/tc-config';
import { ErrorState } from '@web/ui/ErrorState';
import { FullPageLoader } from '@web/ui/FullPageLoader';
import { PageHeader } from '@web/ui/PageHeader';
import { useSession } from '../../auth/session';
import { useSiteConfiguration } from './api';
import { ColorForm, CompanyForm, ContactForm, OverviewForm, PillarsForm, PrivacyForm, UptimeForm } from './OrgInfoForms';
import { SubProcessorsEditor } from './SubProcessorsEditor';
import { TrustedByEditor } from './TrustedByEditor';

interface Field {
  key: string;
  /** Other edit-field values that open the same form. */
  aliases?: string[];
  label: string;
  icon: ComponentType<{ size?: number }>;
  form: ComponentType<{ config: SiteConfiguration; readOnly: boolean }>;
}

const fields: Field[] = [
  { key: 'company_name', label: 'Company name', icon: IconBuilding, form: CompanyForm },
  { key: 'company_overview', aliases: ['company_overview_title'], label: 'Company overview', icon: IconFileDescription, form: OverviewForm },
  { key: 'primary_color', label: 'Brand colour', icon: IconColorSwatch, form: ColorForm },
  { key: 'uptime_value', aliases: ['uptime_enable', 'uptime_redirect_url', 'uptime'], label: 'Uptime', icon: IconHeartbeat, form: UptimeForm },
  { key: 'public_contact_email', label: 'Contact e-mail', icon: IconMail, form: ContactForm },
  { key: 'privacy_policy_url', label: 'Privacy policy', icon: IconLock, form: PrivacyForm },
  { key: 'security_pillars', label: 'Security pillars', icon: IconShieldCheck, form: PillarsForm },
  { key: 'sub_processors', label: 'Sub-processors', icon: IconServer2, form: SubProcessorsEditor },
  { key: 'trusted_by', label: 'Trusted by', icon: IconBuildingSkyscraper, form: TrustedByEditor },
];

/** /trust-center/preview/edit-content?edit-field=…: one screen for every field of the Trust Center config. */
export function EditContentPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const config = useSiteConfiguration();
  const requested = params.get('edit-field') ?? 'company_name';
  const field = fields.find((f) => f.key === requested || f.aliases?.includes(requested)) ?? fields[0]!;
  const readOnly = !session.can('tc_config:edit');

  if (config.error) return <ErrorState error={config.error} />;
  if (!config.data) return <FullPageLoader />;
  const Form = field.form;

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/trust-center/preview" size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Trust Center preview
        </Group>
      </Anchor>
      <PageHeader title="Edit Org Information" description="What your public Trust Center says about your organisation." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p={6} component="nav" aria-label="Fields">
            {fields.map((f) => (
              <NavLink
                key={f.key}
                label={f.label}
                leftSection={<f.icon size={18} />}
                active={f.key === field.key}
                onClick={() => setParams({ 'edit-field': f.key }, { replace: true })}
                style={{ borderRadius: 6 }}
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {/* Keyed by field and saved data, so each form starts from what is stored. */}
          <Form key={`${field.key}:${config.data.updated_at}`} config={config.data} readOnly={readOnly} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
