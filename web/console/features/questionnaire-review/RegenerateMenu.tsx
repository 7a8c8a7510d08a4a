import { ActionIcon, Button, Group, Menu, Modal, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconArrowsShuffle, IconMessageChatbot, IconSparkles, IconTextDecrease, IconTextIncrease, IconTie, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import type { GenerateAiResponseBody, QuestionView } from '@shared/contracts/questions';

const refinements = [
  { refine: 'shorter', label: 'Make it shorter', icon: IconTextDecrease },
  { refine: 'longer', label: 'Make it more detailed', icon: IconTextIncrease },
  { refine: 'formal', label: 'Make it more formal', icon: IconTie },
  { refine: 'simpler', label: 'Make it simpler', icon: IconWand },
] as const;

/** Regenerate a response with the AI: as new, refined (shorter, more formal …) or with the reviewer's own prompt. */
export function RegenerateMenu({
  q,
  loading,
  disabled,
  onGenerate,
}: {
  q: QuestionView;
  loading: boolean;
  disabled: boolean;
  onGenerate: (body: GenerateAiResponseBody) => Promise<boolean>;
}) {
  const [prompting, setPrompting] = useState(false);
  const [prompt, setPrompt] = useState('');
  const hasAnswer = Boolean(q.answer_text.trim() || q.answer_choice);
  const sendPrompt = async () => {
    if (!prompt.trim()) return;
    if (await onGenerate({ user_prompt: prompt.trim() })) {
      setPrompting(false);
      setPrompt('');
    }
  };
  return (
    <>
      <Menu position="bottom-end" withArrow disabled={disabled}>
        <Menu.Target>
          <Tooltip label={q.ai_regeneration_count ? `Regenerate with AI (regenerated ${q.ai_regeneration_count}×)` : 'Regenerate with AI'}>
            <ActionIcon variant="subtle" color="grape" size="sm" loading={loading} disabled={disabled} aria-label={`Regenerate response ${q.sequence_num}`}>
              <IconSparkles size={15} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconArrowsShuffle size={15} />} onClick={() => void onGenerate({})}>
            Regenerate
          </Menu.Item>
          {hasAnswer && (
            <>
              <Menu.Label>Refine</Menu.Label>
              {refinements.map((r) => (
                <Menu.Item key={r.refine} leftSection={<r.icon size={15} />} onClick={() => void onGenerate({ refine: r.refine })}>
                  {r.label}
                </Menu.Item>
              ))}
            </>
          )}
          <Menu.Divider />
          <Menu.Item leftSection={<IconMessageChatbot size={15} />} onClick={() => setPrompting(true)}>
            Write a prompt…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={prompting} onClose={() => setPrompting(false)} title={<Text fw={650}>Regenerate response {q.sequence_num}</Text>} size="md">
        <Stack gap="sm">
          <Text size="sm" c="dimmed" lineClamp={3}>
            {q.question}
          </Text>
          <Textarea
            label="What should the response say or change?"
            placeholder="e.g. Mention our SOC 2 Type II report and keep it under three sentences"
            autosize
            minRows={3}
            maxLength={2000}
            value={prompt}
            onChange={(e) => setPrompt(e.currentTarget.value)}
            data-autofocus
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void sendPrompt();
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPrompting(false)}>
              Cancel
            </Button>
            <Button leftSection={<IconSparkles size={16} />} loading={loading} disabled={!prompt.trim()} onClick={() => void sendPrompt()}>
              Generate
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
