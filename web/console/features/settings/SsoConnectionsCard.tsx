import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconClockHour4, IconShieldLock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { GetInputPropsOptions, GetInputPropsReturnType } from '@mantine/form';
import { useMemo, useState } from 'react';
import { ssoMessages, ssoOidcFormFor, ssoSamlForm, type SsoConnectionView, type SsoOverview } from '@shared/contracts/sso';
import { showServerErrors, useContractForm } from '@web/lib/forms';
import { notifySuccess } from '@web/lib/notify';
import { ErrorState } from '@web/ui/ErrorState';
import { useSession } from '../../auth/session';
import { Copyable } from './Copyable';
import { useRemoveSso, useSaveSso, useSsoOverview } from './sso-api';

const statusColor = { ACTIVE: 'teal', IN_REVIEW: 'orange', REJECTED: 'red' } as const;
const protocolName = { oidc: 'OpenID Connect', saml: 'SAML 2.0' } as const;

/** The organisation's own identity providers (portal §2 Settings → Integrations): set up, reviewed, then ACTIVE. */
export function SsoConnectionsCard() {
  const overview = useSsoOverview();
  const session = useSession();
  const [protocol, setProtocol] = useState<'oidc' | 'saml'>('oidc');
  const o = overview.data;
  const canEdit = session.can('tenant:edit');
  return (
    <Paper withBorder p="lg">
      <Group gap="sm" mb="md">
        <ThemeIcon variant="light" size="lg" radius="md" color="grape">
          <IconShieldLock size={20} />
        </ThemeIcon>
        <div>
          <Title order={4}>Your identity provider</Title>
          <Text size="sm" c="dimmed">
            People with your e-mail domains sign in through your own OpenID Connect or SAML 2.0 provider.
          </Text>
        </div>
      </Group>
      {overview.error ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : !o ? (
        <Skeleton h={200} />
      ) : (
        <Stack gap="md">
          {o.connections.map((c) => (
            <ConnectionStatus key={c.id} c={c} canEdit={canEdit} />
          ))}
          {canEdit && (
            <>
              <SegmentedControl
                value={protocol}
                onChange={(v) => setProtocol(v as 'oidc' | 'saml')}
                data={[
                  { value: 'oidc', label: 'OpenID Connect' },
                  { value: 'saml', label: 'SAML 2.0' },
                ]}
                w={320}
              />
              <ConnectionForm key={protocol} protocol={protocol} overview={o} current={o.connections.find((c) => c.protocol === protocol)} />
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function ConnectionStatus({ c, canEdit }: { c: SsoConnectionView; canEdit: boolean }) {
  const remove = useRemoveSso();
  return (
    <Alert
      color={statusColor[c.status]}
      variant="light"
      icon={c.status === 'IN_REVIEW' ? <IconClockHour4 /> : <IconShieldLock />}
      title={
        <Group gap="xs">
          <span>{protocolName[c.protocol]}</span>
          <Badge color={statusColor[c.status]} variant="filled" size="sm" data-testid={`sso-status-${c.protocol}`}>
            {c.status_label}
          </Badge>
        </Group>
      }
    >
      <Stack gap={4}>
        <Text size="sm">
          {c.domains.join(', ')} · {c.oidc ? c.oidc.issuer : c.saml?.idp_entity_id}
          {c.jit_enabled ? ' · new users are created on first sign-in' : ''}
          {c.sso_required ? ' · single sign-on required' : ''}
        </Text>
        {c.status === 'IN_REVIEW' && <Text size="sm">{ssoMessages.promise}</Text>}
        {c.status === 'ACTIVE' && <Text size="sm">Sign-in for these domains goes to your identity provider.</Text>}
        {c.status === 'REJECTED' && (
          <Text size="sm">Not accepted{c.review_note ? `: ${c.review_note}` : ''}. Correct the configuration and submit it again.</Text>
        )}
        <Text size="xs" c="dimmed">
          {c.submitted_at ? `Submitted ${dayjs(c.submitted_at).format('D MMM YYYY, HH:mm')}` : ''}
          {c.reviewed_at ? ` · reviewed ${dayjs(c.reviewed_at).format('D MMM YYYY, HH:mm')}` : ''}
        </Text>
        {canEdit && (
          <Group>
            <Button size="compact-xs" variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate(c.protocol)}>
              Remove
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

function ConnectionForm({ protocol, overview, current }: { protocol: 'oidc' | 'saml'; overview: SsoOverview; current: SsoConnectionView | undefined }) {
  return protocol === 'oidc' ? <OidcForm overview={overview} current={current} /> : <SamlForm overview={overview} current={current} />;
}

interface FormProps {
  overview: SsoOverview;
  current: SsoConnectionView | undefined;
}

/** What both protocols share, as the forms start from the current connection. */
const commonValues = (current: SsoConnectionView | undefined) => ({
  domains: (current?.domains ?? []).join('\n'),
  jit_enabled: current?.jit_enabled ?? false,
  jit_role_id: current?.jit_role_id ?? null,
  sso_required: current?.sso_required ?? false,
});

/** Saves through the protocol's route: "Submitted for Review", or the server's refusal on its field. */
function useSubmit(protocol: 'oidc' | 'saml', form: { setErrors(errors: Record<string, string>): void }) {
  const save = useSaveSso(protocol);
  const send = async (body: Record<string, unknown>) => {
    try {
      await save.mutateAsync(body);
      notifySuccess(ssoMessages.submitted);
    } catch (err) {
      showServerErrors(form, err);
    }
  };
  return { send, pending: save.isPending };
}

/** OpenID Connect: issuer, client ID and secret (an empty secret keeps the stored one). */
export function OidcForm({ overview, current }: FormProps) {
  const secretStored = Boolean(current?.oidc?.client_secret_set);
  // Without a stored secret the server refuses an empty one: say so on the field with the others.
  const schema = useMemo(() => ssoOidcFormFor(secretStored), [secretStored]);
  const form = useContractForm(schema, {
    ...commonValues(current),
    issuer: current?.oidc?.issuer ?? '',
    client_id: current?.oidc?.client_id ?? '',
    client_secret: '',
  });
  const { send, pending } = useSubmit('oidc', form);
  return (
    <form onSubmit={form.onSubmit(send)} noValidate>
      <Stack gap="sm">
        <Text size="sm">Register Trustroom at your provider as a confidential web application with this redirect URI, then enter what it gives you:</Text>
        <Copyable value={overview.oidc_redirect_uri} label="redirect URI" />
        <TextInput label="Issuer" withAsterisk placeholder="https://login.example.com" {...form.getInputProps('issuer')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Client ID" withAsterisk {...form.getInputProps('client_id')} />
          <TextInput
            label="Client secret"
            type="password"
            withAsterisk={!current?.oidc?.client_secret_set}
            placeholder={current?.oidc?.client_secret_set ? 'Stored; leave empty to keep it' : ''}
            autoComplete="off"
            {...form.getInputProps('client_secret')}
          />
        </SimpleGrid>
        <CommonFields form={form} overview={overview} pending={pending} />
      </Stack>
    </form>
  );
}

/** SAML 2.0: the identity provider's metadata, by URL or pasted. */
export function SamlForm({ overview, current }: FormProps) {
  const form = useContractForm(ssoSamlForm, { ...commonValues(current), metadata_url: current?.saml?.metadata_url ?? '', metadata_xml: '' });
  const { send, pending } = useSubmit('saml', form);
  return (
    <form onSubmit={form.onSubmit(send)} noValidate>
      <Stack gap="sm">
        <Text size="sm">Give your provider these values (or our metadata), then enter its metadata URL or paste its metadata XML:</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Text size="sm" c="dimmed">
            Entity ID (audience)
          </Text>
          <Copyable value={overview.saml.entity_id} label="entity ID" />
          <Text size="sm" c="dimmed">
            ACS URL
          </Text>
          <Copyable value={overview.saml.acs_url} label="ACS URL" />
          <Text size="sm" c="dimmed">
            Metadata URL
          </Text>
          <Copyable value={overview.saml.metadata_url} label="metadata URL" />
        </SimpleGrid>
        <ScrollArea h={90} type="auto">
          <Code block fz="xs">
            {overview.saml.metadata_xml}
          </Code>
        </ScrollArea>
        <TextInput label="Identity provider metadata URL" placeholder="https://idp.example.com/metadata" {...form.getInputProps('metadata_url')} />
        <Textarea label="…or its metadata XML" autosize minRows={2} maxRows={6} {...form.getInputProps('metadata_xml')} />
        <CommonFields form={form} overview={overview} pending={pending} />
      </Stack>
    </form>
  );
}

/** The part of either protocol's form that the common fields use. */
interface CommonForm {
  values: { jit_enabled?: boolean | undefined };
  getInputProps(path: keyof ReturnType<typeof commonValues>, options?: GetInputPropsOptions): GetInputPropsReturnType;
}

/** Domains, users created on first sign-in (with their role), single sign-on required, and the submit button. */
function CommonFields({ form, overview, pending }: { form: CommonForm; overview: SsoOverview; pending: boolean }) {
  return (
    <>
      <Textarea
        label="E-mail domains"
        description="One per line: people with these addresses sign in here."
        withAsterisk
        autosize
        minRows={2}
        {...form.getInputProps('domains')}
      />
      <Group align="flex-end">
        <Checkbox label="Create users on their first sign-in" {...form.getInputProps('jit_enabled', { type: 'checkbox' })} />
        {form.values.jit_enabled && (
          <Select
            label="with the role"
            placeholder="Choose a role"
            withAsterisk
            data={overview.roles.map((r) => ({ value: r.id, label: r.name }))}
            w={220}
            {...form.getInputProps('jit_role_id')}
          />
        )}
      </Group>
      <Checkbox
        label="Require single sign-on for these domains"
        description="Passwords stop working for them; Admins keep a password as a break-glass path."
        {...form.getInputProps('sso_required', { type: 'checkbox' })}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={pending}>
          Submit for review
        </Button>
      </Group>
    </>
  );
}
