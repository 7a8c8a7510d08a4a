import { ActionIcon, Alert, Badge, Button, Group, Loader, Select, Stack, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconArrowForwardUp, IconCheck, IconRobot, IconUser } from '@tabler/icons-react';
import type { QuestionView } from '@shared/contracts/questions';
import type { QuestionActions } from './api';
import { FeedbackButtons } from './FeedbackButtons';
import { RegenerateMenu } from './RegenerateMenu';
import { SourcesPopover } from './SourcesPopover';
import type { ResponseDraft } from './useResponseDraft';
import { KbDocumentsModal } from '@web/ui/KbDocumentsModal';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl';

/**
 * The response of one question: the choice (when the customer's file offers one) and the text, with
 * save / discard, undo / redo of saved versions, sources and confidence, regenerate and feedback.
 */
export function ResponseEditor({
  q,
  d,
  actions,
  editable,
  canGenerate,
}: {
  q: QuestionView;
  d: ResponseDraft;
  actions: QuestionActions;
  editable: boolean;
  canGenerate: boolean;
}) {
  const options = q.available_options.length ? q.available_options : q.answer_options;
  // What the customer's file already holds in the answer cell is shown even when it is not one of the options
  // ("Y", a company name under a choice column): it is part of the response that gets approved and written back.
  const choice = d.draft.answer_choice;
  const choices = choice && !options.includes(choice) ? [...options, choice] : options;
  const aiUsed = q.ai_answered || q.was_answered_by_ai_once;
  // A response a person wrote shows who wrote it, not the AI's draft confidence.
  const author = !q.ai_answered && q.answered_by && (q.answer_text || q.answer_choice) ? q.answered_by.full_name : null;
  return (
    <Stack gap={6}>
      {editable && d.conflict && <ConflictNotice d={d} />}
      {editable ? (
        <>
          {options.length === 0 && (choice !== null || q.answer_choice !== null) ? (
            <TextInput
              size="xs"
              w={260}
              maxLength={200}
              value={choice ?? ''}
              onChange={(e) => d.setDraft({ ...d.draft, answer_choice: e.currentTarget.value || null })}
              aria-label={`Value in the answer cell of question ${q.sequence_num}`}
              description="In the file's answer cell"
            />
          ) : (
            choices.length > 0 && (
              <Select
                size="xs"
                w={160}
                placeholder="Choose"
                data={choices}
                value={d.draft.answer_choice}
                onChange={(v) => d.setDraft({ ...d.draft, answer_choice: v })}
                clearable
                aria-label={`Choice for question ${q.sequence_num}`}
                comboboxProps={{ withinPortal: true }}
              />
            )
          )}
          <Textarea
            autosize
            minRows={2}
            maxRows={10}
            maxLength={20000}
            placeholder="Write a response"
            value={d.draft.answer_text}
            onChange={(e) => d.setDraft({ ...d.draft, answer_text: e.currentTarget.value })}
            aria-label={`Response to question ${q.sequence_num}`}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                void d.save();
              } else if (e.key === 'Escape' && d.dirty) {
                e.stopPropagation();
                d.discard();
              }
            }}
            styles={{ input: { fontSize: 14 } }}
          />
        </>
      ) : (
        <Stack gap={4}>
          {q.answer_choice && (
            <Badge variant="outline" color="gray" radius="sm" tt="none" w="fit-content">
              {q.answer_choice}
            </Badge>
          )}
          {q.answer_text ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {q.answer_text}
            </Text>
          ) : (
            !q.answer_choice && (
              <Text size="sm" c="dimmed" fs="italic">
                No response yet
              </Text>
            )
          )}
        </Stack>
      )}
      <Group gap={6} justify="space-between" wrap="wrap">
        <Group gap={6}>
          {author ? (
            <Tooltip label={q.was_answered_by_ai_once ? `Written by ${author}, after an AI draft` : `Written by ${author}`}>
              <Badge size="sm" variant="light" color="blue" tt="none" leftSection={<IconUser size={12} />}>
                {author}
              </Badge>
            </Tooltip>
          ) : (
            q.ai_answered && (
              <Tooltip label="Drafted by the AI, not edited yet">
                <Badge size="sm" variant="light" color="grape" leftSection={<IconRobot size={12} />}>
                  AI
                </Badge>
              </Tooltip>
            )
          )}
          <SourcesPopover q={q} />
          {editable && <SaveStatus d={d} />}
        </Group>
        <Group gap={2}>
          {editable && d.dirty && (
            <>
              <Button size="compact-xs" variant="subtle" color="gray" onClick={d.discard}>
                Discard
              </Button>
              <Tooltip label={`Save (${mod} + Enter)`}>
                <Button size="compact-xs" loading={d.busy === 'save'} onClick={() => void d.save()}>
                  Save
                </Button>
              </Tooltip>
            </>
          )}
          {editable && (d.canUndo || d.canRedo) && (
            <>
              <Tooltip label={`Undo (${mod} + Z)`}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  disabled={!d.canUndo || d.dirty || Boolean(d.busy)}
                  loading={d.busy === 'undo'}
                  onClick={() => void d.undo()}
                  aria-label={`Undo response ${q.sequence_num}`}
                >
                  <IconArrowBackUp size={15} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={`Redo (${mod} + Shift + Z)`}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  disabled={!d.canRedo || d.dirty || Boolean(d.busy)}
                  loading={d.busy === 'redo'}
                  onClick={() => void d.redo()}
                  aria-label={`Redo response ${q.sequence_num}`}
                >
                  <IconArrowForwardUp size={15} />
                </ActionIcon>
              </Tooltip>
            </>
          )}
          {editable && canGenerate && (
            <RegenerateMenu q={q} loading={d.busy === 'generate'} disabled={Boolean(d.busy) && d.busy !== 'generate'} onGenerate={d.generate} />
          )}
          {aiUsed && <FeedbackButtons q={q} actions={actions} />}
        </Group>
      </Group>
      <KbDocumentsModal
        opened={Boolean(d.kbFor)}
        onClose={d.cancelKb}
        intro="The AI answers from your approved answers and from the documents you choose here, and cites what it used."
        emptyHint={(hub) => <>Add your security policies to the {hub} first.</>}
        actionLabel="Generate"
        onConfirm={(ids) => void d.chooseKb(ids)}
        loading={d.busy === 'generate'}
      />
    </Stack>
  );
}

/** Whether the typed response is saved: it saves itself when typing pauses. */
function SaveStatus({ d }: { d: ResponseDraft }) {
  if (d.saveState === 'saving' || d.busy === 'save')
    return (
      <Group gap={4} aria-live="polite">
        <Loader size={10} />
        <Text size="xs" c="dimmed">
          Saving…
        </Text>
      </Group>
    );
  if (d.saveState === 'failed' && !d.conflict)
    return (
      <Group gap={4} aria-live="polite">
        <Text size="xs" c="red">
          Not saved
        </Text>
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => void d.save()}>
          Try again
        </Button>
      </Group>
    );
  if (d.saveState === 'saved' && !d.dirty)
    return (
      <Group gap={2} aria-live="polite">
        <IconCheck size={12} color="var(--mantine-color-teal-7)" />
        <Text size="xs" c="dimmed">
          Saved
        </Text>
      </Group>
    );
  if (d.dirty)
    return (
      <Text size="xs" c="dimmed" aria-live="polite">
        Unsaved
      </Text>
    );
  return null;
}

/** Someone else saved this response while it was being edited: show theirs beside the draft. */
function ConflictNotice({ d }: { d: ResponseDraft }) {
  const theirs = d.conflict!.theirs;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />} p="xs" title={d.conflict!.message}>
      <Stack gap={6}>
        {theirs ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <Text span fw={600} size="sm">
              Their response:{' '}
            </Text>
            {[theirs.answer_choice, theirs.answer_text].filter(Boolean).join(' · ') || 'empty'}
          </Text>
        ) : (
          <Text size="sm">Loading their response…</Text>
        )}
        <Text size="xs" c="dimmed">
          Your text is still in the box below. Keep yours (it replaces theirs), or take theirs and edit it.
        </Text>
        <Group gap="xs">
          <Button size="compact-xs" variant="light" disabled={!theirs} onClick={() => void d.resolveConflict('theirs')}>
            Use theirs
          </Button>
          <Button size="compact-xs" disabled={!theirs} onClick={() => void d.resolveConflict('mine')}>
            Keep mine
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y) on a row: undo and redo saved responses; while typing, the text box keeps its own undo. */
export function historyKeys(d: ResponseDraft, editable: boolean) {
  return (e: React.KeyboardEvent) => {
    if (!editable || !(e.ctrlKey || e.metaKey)) return;
    const key = e.key.toLowerCase();
    if (key !== 'z' && key !== 'y') return;
    const tag = (e.target as HTMLElement).tagName;
    if ((tag === 'TEXTAREA' || tag === 'INPUT') && d.dirty) return;
    e.preventDefault();
    if (key === 'y' || e.shiftKey) void d.redo();
    else void d.undo();
  };
}
