import { Badge, Button, Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward, IconBuilding, IconCheck, IconFileText, IconListDetails, IconSignature } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import type { TrustCenterStatus } from '@shared/contracts/tc-config';
import type { Permission } from '@shared/permissions';
import { useSession } from '../../auth/session';
import { NdaDialog } from './NdaDialog';

interface Step {
  key: keyof TrustCenterStatus;
  title: string;
  text: string;
  icon: ComponentType<{ size?: number }>;
  action: string;
  to?: string;
  permission: Permission;
}

const steps: Step[] = [
  {
    key: 'is_org_info_filled',
    title: 'Add your organisation information',
    text: 'Your company name and an overview of how you approach security: the first thing visitors read.',
    icon: IconBuilding,
    action: 'Add information',
    to: '/trust-center/preview/edit-content?edit-field=company_name',
    permission: 'tc_config:edit',
  },
  {
    key: 'is_compliance_setup_done',
    title: 'Add a compliance certification',
    text: 'At least one active certification or attestation, such as SOC 2 or ISO 27001.',
    icon: IconAward,
    action: 'Add certification',
    to: '/trust-center/compliance/new',
    permission: 'documents:create',
  },
  {
    key: 'is_report_setup_done',
    title: 'Upload a security report',
    text: 'At least one active report: a penetration test summary, an audit report or a whitepaper.',
    icon: IconFileText,
    action: 'Add report',
    to: '/trust-center/security-reports/new',
    permission: 'documents:create',
  },
  {
    key: 'is_security_topic_setup_done',
    title: 'Describe your security practices',
    text: 'At least two active security topics, such as encryption and access control.',
    icon: IconListDetails,
    action: 'Add topics',
    to: '/trust-center/security-topics',
    permission: 'security_topics:view',
  },
  {
    key: 'is_nda_setup_done',
    title: 'Set up your NDA',
    text: 'The agreement visitors accept before you share confidential documents with them.',
    icon: IconSignature,
    action: 'Set up NDA',
    permission: 'nda_text:view',
  },
];

/** The five setup steps (portal §4); each links to where it is done. Shown until all are done. */
export function SetupChecklist({ status }: { status: TrustCenterStatus }) {
  const session = useSession();
  const [ndaOpen, setNdaOpen] = useState(false);
  const done = steps.filter((s) => status[s.key]).length;
  const canEditNda = session.can('nda_text:create') || session.can('nda_text:edit');

  return (
    <Stack gap="lg" maw={860}>
      <Card padding="xl">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={6}>
            <Title order={3}>Set up your Trust Center</Title>
            <Text c="dimmed" size="sm">
              Complete these five steps to publish a Trust Center that answers your customers' security questions before they ask.
            </Text>
          </Stack>
          <Badge size="lg" variant="light" color={done === steps.length ? 'teal' : 'brand'} style={{ flex: 'none' }}>
            {done} of {steps.length} done
          </Badge>
        </Group>
        <Progress value={(done / steps.length) * 100} mt="lg" size="sm" color="teal" aria-label="Setup progress" />
      </Card>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {steps.map((s, i) => {
          const complete = status[s.key];
          const allowed = s.key === 'is_nda_setup_done' ? canEditNda || session.can('nda_text:view') : session.can(s.permission);
          return (
            <Card key={s.key} component="li" padding="lg" data-testid={`setup-step-${s.key}`} data-done={complete || undefined}>
              <Group wrap="nowrap" align="center" gap="md">
                <ThemeIcon size={44} radius="xl" variant={complete ? 'filled' : 'light'} color={complete ? 'teal' : 'brand'}>
                  {complete ? <IconCheck size={22} /> : <s.icon size={22} />}
                </ThemeIcon>
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={650}>
                    {i + 1}. {s.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {s.text}
                  </Text>
                </Stack>
                {complete ? (
                  <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />}>
                    Done
                  </Badge>
                ) : s.to ? (
                  <Button component={Link} to={s.to} variant="light" disabled={!allowed}>
                    {s.action}
                  </Button>
                ) : (
                  <Button variant="light" onClick={() => setNdaOpen(true)} disabled={!allowed}>
                    {s.action}
                  </Button>
                )}
              </Group>
            </Card>
          );
        })}
      </Stack>
      <NdaDialog opened={ndaOpen} onClose={() => setNdaOpen(false)} readOnly={!canEditNda} />
    </Stack>
  );
}
