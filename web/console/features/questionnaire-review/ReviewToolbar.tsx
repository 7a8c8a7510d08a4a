import { Avatar, Badge, Button, Group, Paper, Select, Switch, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChecks, IconPlus, IconRobot } from '@tabler/icons-react';
import type { UserRef } from '@shared/contracts/questionnaires';
import { questionMessages, type AnswerState, type QuestionCounters } from '@shared/contracts/questions';
import { colorFor, initials } from '@web/ui/ActivityFeed';
import { SearchInput } from '@web/ui/SearchInput';

export interface ToolbarProps {
  sme: boolean;
  owner: UserRef | null;
  assignees: UserRef[];
  counters: QuestionCounters | undefined;
  assignedToMe: boolean;
  onAssignedToMe: (on: boolean) => void;
  /** Only what changed since the customer's last questionnaire (shown when the file was compared with one). */
  changedOnly: boolean;
  onChangedOnly: (on: boolean) => void;
  answerState: AnswerState | null;
  onAnswerState: (s: AnswerState | null) => void;
  status: string | null;
  onStatus: (s: string | null) => void;
  search: string;
  onSearch: (s: string) => void;
  /** Why Approve All is disabled, when it is (null: enabled; '' : disabled with no hint). */
  approveAllBlocked: string | null;
  approving: boolean;
  onApproveAll: () => void;
  /** Untouched AI drafts at high confidence, not flagged or stale (0 hides the button). */
  highConfidence: number;
  onApproveHigh: () => void;
  canAdd: boolean;
  addBlocked: string | null;
  onAdd: () => void;
}

function People({ owner, assignees }: { owner: UserRef | null; assignees: UserRef[] }) {
  const people = [...(owner ? [{ ...owner, role: 'Owner' }] : []), ...assignees.filter((a) => a.id !== owner?.id).map((a) => ({ ...a, role: 'Assignee' }))];
  if (people.length === 0) return null;
  const shown = people.slice(0, 5);
  return (
    <Tooltip.Group openDelay={150}>
      <Avatar.Group spacing="xs" data-testid="review-people">
        {shown.map((u) => (
          <Tooltip key={u.id} label={`${u.full_name} · ${u.role}`}>
            <Avatar
              size={30}
              radius="xl"
              color={colorFor(u.full_name)}
              style={u.role === 'Owner' ? { outline: '2px solid var(--mantine-color-brand-4)' } : undefined}
            >
              {initials(u.full_name)}
            </Avatar>
          </Tooltip>
        ))}
        {people.length > shown.length && (
          <Tooltip
            label={people
              .slice(5)
              .map((u) => u.full_name)
              .join(', ')}
          >
            <Avatar size={30} radius="xl">
              +{people.length - shown.length}
            </Avatar>
          </Tooltip>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}

function Counter({ label, value, color, active, onClick }: { label: string; value: number; color: string; active: boolean; onClick: () => void }) {
  return (
    <UnstyledButton onClick={onClick} aria-pressed={active} aria-label={`${label}: ${value}${active ? ' (filtering)' : ''}`}>
      <Badge size="lg" radius="sm" variant={active ? 'filled' : 'light'} color={color} tt="none" fw={600}>
        {label} {value}
      </Badge>
    </UnstyledButton>
  );
}

/**
 * The toolbar of the questions table (questionnaires §2.8): owner and assignee avatars, 'Assigned to me',
 * answered / unanswered counters (also filters), the AI count, the status filter, search, Approve All, Add question.
 */
export function ReviewToolbar(p: ToolbarProps) {
  const c = p.counters;
  const statusData = p.sme
    ? [
        { value: 'SME_PENDING', label: 'Pending' },
        { value: 'SME_DONE', label: 'Submitted' },
      ]
    : [
        { value: 'DRAFT', label: 'Draft' },
        { value: 'APPROVED', label: 'Approved' },
      ];
  return (
    <Paper withBorder p="sm" mb="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="md" wrap="wrap">
          <People owner={p.owner} assignees={p.assignees} />
          {!p.sme && (
            <Switch label="Assigned to me" checked={p.assignedToMe} onChange={(e) => p.onAssignedToMe(e.currentTarget.checked)} data-testid="assigned-to-me" />
          )}
          {!p.sme && c && c.compared_with_last_time > 0 && (
            <Tooltip label="New and reworded questions, and answers whose evidence changed since this customer’s last questionnaire; the rest is prefilled from what they received then.">
              <Switch
                label={`Changed since last time (${c.changed_since_last_time})`}
                checked={p.changedOnly}
                onChange={(e) => p.onChangedOnly(e.currentTarget.checked)}
                data-testid="changed-since-last-time"
              />
            </Tooltip>
          )}
          {c && (
            <Group gap={6}>
              <Counter
                label="Answered"
                value={c.answered}
                color="teal"
                active={p.answerState === 'answered'}
                onClick={() => p.onAnswerState(p.answerState === 'answered' ? null : 'answered')}
              />
              <Counter
                label="Unanswered"
                value={c.unanswered}
                color="orange"
                active={p.answerState === 'unanswered'}
                onClick={() => p.onAnswerState(p.answerState === 'unanswered' ? null : 'unanswered')}
              />
              <Tooltip label={`AI-generated: ${c.ai_answered}/${c.all}`}>
                <Badge size="lg" radius="sm" variant="light" color="grape" tt="none" leftSection={<IconRobot size={14} />} data-testid="ai-count">
                  {c.ai_answered}/{c.all}
                </Badge>
              </Tooltip>
            </Group>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Select size="xs" w={140} placeholder="All statuses" data={statusData} value={p.status} onChange={p.onStatus} clearable aria-label="Status filter" />
          <SearchInput size="xs" w={220} placeholder="Search questions" label="Search questions" value={p.search} onChange={p.onSearch} />
          {!p.sme && p.approveAllBlocked === null && p.highConfidence > 0 && (
            <Tooltip label="Approve every AI draft at high confidence that nobody has edited, flagged or marked stale" multiline w={260}>
              <Button
                size="xs"
                variant="light"
                color="teal"
                leftSection={<IconChecks size={15} />}
                loading={p.approving}
                onClick={p.onApproveHigh}
                data-testid="approve-high"
              >
                Approve all high-confidence answers ({p.highConfidence})
              </Button>
            </Tooltip>
          )}
          {!p.sme && (
            <Tooltip label={p.approveAllBlocked} disabled={!p.approveAllBlocked}>
              <span>
                <Button
                  size="xs"
                  variant="light"
                  color="teal"
                  leftSection={<IconChecks size={15} />}
                  disabled={p.approveAllBlocked !== null}
                  loading={p.approving}
                  onClick={p.onApproveAll}
                >
                  Approve All
                </Button>
              </span>
            </Tooltip>
          )}
          {p.canAdd && (
            <Tooltip label={p.addBlocked} disabled={!p.addBlocked}>
              <span>
                <Button size="xs" leftSection={<IconPlus size={15} />} disabled={Boolean(p.addBlocked)} onClick={p.onAdd}>
                  Add question
                </Button>
              </span>
            </Tooltip>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

export const addBlockedReason = (searching: boolean, unsaved: boolean) =>
  searching ? questionMessages.addClearSearch : unsaved ? questionMessages.addSaveFirst : null;
