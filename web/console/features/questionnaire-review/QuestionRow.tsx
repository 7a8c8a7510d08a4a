import { Badge, Checkbox, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { deltaLabels, type QuestionView } from '@shared/contracts/questions';
import type { QuickListUser } from '@shared/contracts/users';
import type { QuestionActions } from './api';
import { historyKeys, ResponseEditor } from './ResponseEditor';
import { OwnerActions, SmeActions } from './RowActions';
import { useResponseDraft } from './useResponseDraft';
import { unwrapped } from './question-text';

export interface RowProps {
  q: QuestionView;
  fileId: string;
  sme: boolean;
  /** The select column (not for SME, not once the file is approved). */
  selectable: boolean;
  frozen: boolean;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  users: QuickListUser[];
  actions: QuestionActions;
  onComments: (q: QuestionView) => void;
  onReassign: (q: QuestionView) => void;
}

/** One question of the review table: No., Question, Response, actions (questionnaires §2.8). */
export function QuestionRow({ q, fileId, sme, selectable, frozen, selected, onSelect, users, actions, onComments, onReassign }: RowProps) {
  const d = useResponseDraft(q, fileId, actions);
  const approved = q.status === 'APPROVED';
  const editable = !frozen && !approved && q.allowed_actions.can_edit && !(sme && q.sme_status === 'SME_DONE');
  return (
    <Table.Tr
      onKeyDown={historyKeys(d, editable)}
      data-testid="question-row"
      data-question={q.sequence_num}
      bg={selected ? 'var(--mantine-color-brand-0)' : undefined}
      style={{ verticalAlign: 'top' }}
    >
      {selectable && (
        <Table.Td w={40} pt={14}>
          <Tooltip label="Approved questions cannot be selected" disabled={!approved}>
            <Checkbox
              size="sm"
              checked={selected}
              disabled={approved}
              onChange={(e) => onSelect(e.currentTarget.checked)}
              aria-label={`Select question ${q.sequence_num}`}
            />
          </Tooltip>
        </Table.Td>
      )}
      <Table.Td w={88} pt={14}>
        <Text size="sm" fw={600}>
          {q.sequence_num}
        </Text>
        {q.external_ref && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {q.external_ref}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ width: '32%' }} pt={12}>
        <Stack gap={4}>
          {q.section && (
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} lineClamp={1} style={{ letterSpacing: 0.3 }}>
              {q.section}
            </Text>
          )}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {unwrapped(q.question)}
          </Text>
          <Group gap={6}>
            {q.is_custom && (
              <Badge size="xs" variant="outline" color="gray">
                Added
              </Badge>
            )}
            {q.previously && <Previously p={q.previously} />}
            {!approved && q.stale_reason && (
              <Tooltip label={`${q.stale_reason}. Check the response against the current source.`} multiline w={280}>
                <Badge size="xs" variant="light" color="red" data-testid="stale">
                  Stale
                </Badge>
              </Tooltip>
            )}
            {!sme && !approved && q.assignee && q.sme_status && (
              <Badge size="xs" variant="light" color={q.sme_status === 'SME_DONE' ? 'blue' : 'orange'}>
                {q.sme_status === 'SME_DONE' ? `Submitted by ${q.assignee.full_name}` : `With ${q.assignee.full_name}`}
              </Badge>
            )}
            {approved && q.approved_by && (
              <Text size="xs" c="teal">
                Approved by {q.approved_by.full_name}
              </Text>
            )}
          </Group>
        </Stack>
      </Table.Td>
      <Table.Td pt={10}>
        <ResponseEditor q={q} d={d} actions={actions} editable={editable} canGenerate={q.allowed_actions.can_generate} />
      </Table.Td>
      <Table.Td w={sme ? 180 : 170} pt={10}>
        {sme ? (
          <SmeActions q={q} d={d} actions={actions} onReassign={() => onReassign(q)} onComments={() => onComments(q)} />
        ) : (
          <OwnerActions q={q} users={users} actions={actions} frozen={frozen} onComments={() => onComments(q)} />
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** How the question compares with the same customer's last questionnaire, and where a prefilled answer comes from. */
function Previously({ p }: { p: NonNullable<QuestionView['previously']> }) {
  const unchanged = p.status === 'UNCHANGED';
  const last = [p.previous_answer_choice, p.previous_answer_text].filter(Boolean).join(' — ');
  const label = (
    <Stack gap={2} maw={360}>
      <Text size="xs">{p.origin}</Text>
      {!unchanged && p.previous_question && <Text size="xs">Last time: “{p.previous_question}”</Text>}
      {!unchanged && last && <Text size="xs">Answer sent: {last}</Text>}
    </Stack>
  );
  return (
    <Tooltip label={label} multiline>
      <Badge size="xs" variant="light" color={unchanged ? 'gray' : p.status === 'NEW' ? 'blue' : 'orange'} tt="none" data-testid="previously">
        {unchanged ? p.origin : deltaLabels[p.status]}
      </Badge>
    </Tooltip>
  );
}
