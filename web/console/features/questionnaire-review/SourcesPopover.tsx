import { Anchor, Badge, Divider, Group, Popover, Stack, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconBook2, IconExternalLink, IconFileText } from '@tabler/icons-react';
import { describeAge, describeOrigin, isPastReview } from '@shared/contracts/answer-origin';
import type { ConfidenceLevel, QuestionSourceView, QuestionView } from '@shared/contracts/questions';
import { downloadFile } from '@web/lib/api';
import { notifyError } from '@web/lib/notify';

const look: Record<ConfidenceLevel, { color: string; label: string }> = {
  high: { color: 'teal', label: 'High confidence' },
  medium: { color: 'yellow', label: 'Medium confidence' },
  low: { color: 'red', label: 'Low confidence' },
};

function SourceLink({ s }: { s: QuestionSourceView }) {
  const Icon = s.kind === 'library' ? IconBook2 : IconFileText;
  const name = (
    <Group gap={6} wrap="nowrap">
      <Icon size={14} style={{ flexShrink: 0 }} />
      <Text size="sm" fw={500} lineClamp={1}>
        {s.name}
      </Text>
    </Group>
  );
  if (!s.url) return name;
  // Files behind the API need the bearer token: download them; console pages open in a new tab.
  if (s.url.startsWith('/api/')) {
    return (
      <Anchor
        component="button"
        type="button"
        onClick={() => void downloadFile(s.url!, s.name).catch((e) => notifyError(e, 'The file could not be downloaded. Please try again.'))}
      >
        {name}
      </Anchor>
    );
  }
  return (
    <Anchor href={s.url} target="_blank" rel="noopener noreferrer">
      <Group gap={4} wrap="nowrap">
        {name}
        <IconExternalLink size={12} />
      </Group>
    </Anchor>
  );
}

/** A library source's origin and age: "Approved in bulk by …, not edited", "Reviewed 14 months ago — past the 12-month review period". */
function SourceAge({ s, months }: { s: QuestionSourceView; months: number }) {
  const o = s.origin!;
  const past = isPastReview(o, months);
  return (
    <Stack gap={0} data-testid="source-origin">
      <Text size="xs" c={o.approved_how === 'ai_bulk' ? 'orange.8' : 'dimmed'}>
        {describeOrigin(o)}
      </Text>
      <Text size="xs" c={past ? 'orange.8' : 'dimmed'}>
        {describeAge(o, months)}
      </Text>
      {o.stale_reason && (
        <Text size="xs" c="red.8">
          Needs review: {o.stale_reason}
        </Text>
      )}
    </Stack>
  );
}

/**
 * What the engine based a response on (design guide §5): the confidence it measured and the sources it
 * cited, or the 'needs input' flag when it found nothing to stand on.
 */
export function SourcesPopover({ q }: { q: QuestionView }) {
  // The confidence is the AI draft's: once a person wrote the response, it no longer applies.
  const level = q.ai_answered ? q.confidence_level : null;
  if (!q.flagged && !level && q.source.length === 0) return null;
  const shown = q.flagged ? 'Needs input' : level ? look[level].label : `${q.source.length} source${q.source.length === 1 ? '' : 's'}`;
  const badge = q.flagged ? (
    <Badge size="sm" variant="light" color="orange" leftSection={<IconAlertTriangle size={12} />} data-testid="needs-input">
      Needs input
    </Badge>
  ) : level ? (
    <Badge size="sm" variant="light" color={look[level].color} data-testid="confidence">
      {look[level].label}
    </Badge>
  ) : (
    <Badge size="sm" variant="light" color="gray">
      {shown}
    </Badge>
  );
  return (
    <Popover width={360} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Tooltip label="Sources and confidence">
          <UnstyledButton aria-label={`${shown}: sources of response ${q.sequence_num}`}>{badge}</UnstyledButton>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          {q.flagged && (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <ThemeIcon size="sm" color="orange" variant="light">
                <IconAlertTriangle size={14} />
              </ThemeIcon>
              <Text size="sm">{q.flag_reason ?? 'The AI found nothing to answer this from. A person needs to answer it.'}</Text>
            </Group>
          )}
          {q.stale_reason && (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <ThemeIcon size="sm" color="red" variant="light">
                <IconAlertTriangle size={14} />
              </ThemeIcon>
              <Text size="sm">Stale: {q.stale_reason}. Check the response against the current source.</Text>
            </Group>
          )}
          {level && (
            <Group gap="xs">
              <Badge size="sm" variant="light" color={look[level].color}>
                {look[level].label}
              </Badge>
              {q.confidence !== null && (
                <Text size="xs" c="dimmed">
                  score {Math.round(q.confidence * 100)} / 100
                </Text>
              )}
            </Group>
          )}
          {/* Why the draft has this confidence: what it rests on, and what a reviewer should check. */}
          {level && !q.flagged && q.flag_reason && (
            <Text size="sm" c="dimmed" data-testid="draft-reason">
              {q.flag_reason}
            </Text>
          )}
          <Divider label={`Sources (${q.source.length})`} labelPosition="left" />
          {q.source.length === 0 ? (
            <Text size="sm" c="dimmed">
              No sources cited.
            </Text>
          ) : (
            q.source.map((s, i) => (
              <Stack key={`${s.id ?? s.name}-${i}`} gap={2}>
                <SourceLink s={s} />
                {s.excerpt && (
                  <Text size="xs" c="dimmed" lineClamp={3}>
                    {s.excerpt}
                  </Text>
                )}
                {s.origin && <SourceAge s={s} months={q.review_months} />}
              </Stack>
            ))
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
