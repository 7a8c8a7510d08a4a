import { Badge, Checkbox, Table, Text, Tooltip } from '@mantine/core';
import { memo } from 'react';
import { actions, resources, type Action, type PermissionSet, type Resource } from '@shared/permissions';

const actionLabels: Record<Action, string> = { view: 'View', create: 'Create', edit: 'Edit', delete: 'Delete', download: 'Download' };
const resourceList = Object.keys(resources) as Resource[];

/** Sections of the matrix, so a long list reads like the product's areas. Anything not listed goes last. */
const sections: { title: string; resources: Resource[] }[] = [
  { title: 'Administration', resources: ['users', 'teams', 'tenant', 'settings', 'activity_log', 'api_keys', 'mail_outbox'] },
  {
    title: 'Trust Center',
    resources: [
      'tc_config',
      'security_topics',
      'documents',
      'announcements',
      'subscribers',
      'security_control',
      'security_event',
      'security_event_update',
      'security_events_report',
      'access_request',
      'nda_text',
    ],
  },
  { title: 'Customers and products', resources: ['customer', 'customer_member', 'product'] },
  {
    title: 'Questionnaires',
    resources: [
      'questionnaire_request',
      'questionnaire_request_file',
      'questionnaire_question',
      'questionnaire_comment',
      'questionnaire_report',
      'knowledge_base',
    ],
  },
];
const listed = new Set(sections.flatMap((s) => s.resources));
const grouped = [
  ...sections.map((s) => ({ ...s, resources: s.resources.filter((r) => r in resources) })),
  { title: 'Other', resources: resourceList.filter((r) => !listed.has(r)) },
].filter((s) => s.resources.length);

/** Granting anything but view (or download) on a resource needs view too; removing view removes the rest. */
function toggle(set: PermissionSet, r: Resource, a: Action, on: boolean): PermissionSet {
  const supported = resources[r].actions as readonly Action[];
  let next = new Set(set[r] ?? []);
  if (on) {
    next.add(a);
    if (a !== 'view' && a !== 'download' && supported.includes('view')) next.add('view');
  } else {
    next.delete(a);
    if (a === 'view') next = new Set([...next].filter((x) => x === 'download'));
  }
  const out = { ...set };
  const list = actions.filter((x) => next.has(x));
  if (list.length) out[r] = list;
  else delete out[r];
  return out;
}

type MatrixProps = { value: PermissionSet; onChange?: (next: PermissionSet) => void; readOnly?: boolean };

/**
 * Resource × action from shared/permissions.ts: a box only where the resource supports the action. Some hundred
 * boxes, so it renders again only when what it shows changes (a form copies its values on each key typed in a field).
 */
export const PermissionMatrix = memo(
  Matrix,
  (a: MatrixProps, b: MatrixProps) => a.onChange === b.onChange && a.readOnly === b.readOnly && JSON.stringify(a.value) === JSON.stringify(b.value),
);

function Matrix({ value, onChange, readOnly }: MatrixProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing={6} aria-label="Permissions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Area</Table.Th>
            {actions.map((a) => (
              <Table.Th key={a} ta="center" w={90}>
                {actionLabels[a]}
              </Table.Th>
            ))}
            {!readOnly && (
              <Table.Th ta="center" w={70}>
                All
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grouped.map((section) => [
            <Table.Tr key={section.title}>
              <Table.Td colSpan={actions.length + (readOnly ? 1 : 2)} bg="gray.1">
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  {section.title}
                </Text>
              </Table.Td>
            </Table.Tr>,
            ...section.resources.map((r) => {
              const supported = resources[r].actions as readonly Action[];
              const granted = value[r] ?? [];
              const allOn = supported.every((a) => granted.includes(a));
              return (
                <Table.Tr key={r}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {resources[r].label}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {r}
                    </Text>
                  </Table.Td>
                  {actions.map((a) => (
                    <Table.Td key={a} ta="center">
                      {supported.includes(a) ? (
                        <Checkbox
                          style={{ display: 'inline-block' }}
                          aria-label={`${resources[r].label}: ${actionLabels[a]}`}
                          checked={granted.includes(a)}
                          disabled={readOnly}
                          onChange={(e) => onChange?.(toggle(value, r, a, e.currentTarget.checked))}
                        />
                      ) : (
                        <Tooltip label="Not applicable">
                          <Text c="gray.4" size="sm" aria-hidden>
                            –
                          </Text>
                        </Tooltip>
                      )}
                    </Table.Td>
                  ))}
                  {!readOnly && (
                    <Table.Td ta="center">
                      <Checkbox
                        style={{ display: 'inline-block' }}
                        aria-label={`${resources[r].label}: all`}
                        checked={allOn}
                        indeterminate={!allOn && granted.length > 0}
                        onChange={(e) => {
                          const next = { ...value };
                          if (e.currentTarget.checked) next[r] = [...supported];
                          else delete next[r];
                          onChange?.(next);
                        }}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            }),
          ])}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** "12 of 31 areas" — a short summary for the list. */
export function PermissionSummary({ value }: { value: PermissionSet }) {
  const areas = Object.keys(value).length;
  const total = resourceList.length;
  const grants = Object.values(value).reduce((n, l) => n + (l?.length ?? 0), 0);
  return (
    <Badge variant="light" color={areas === total ? 'yellow' : areas === 0 ? 'gray' : 'brand'}>
      {areas === 0 ? 'No access' : `${areas} of ${total} areas · ${grants} permissions`}
    </Badge>
  );
}
