import {
  Alert,
  Anchor,
  Badge,
  Blockquote,
  Button,
  Card,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconBook2, IconFileText, IconSearch, IconSparkles } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { DEFAULT_REVIEW_MONTHS, isPastReview } from '@shared/contracts/answer-origin';
import { draftPreviewForm, type DraftSourceView, type DraftView, type SearchResult } from '@shared/contracts/knowledge-hub';
import { ApiError } from '@web/lib/api';
import { useContractForm } from '@web/lib/forms';
import { EmptyState } from '@web/ui/EmptyState';
import { ErrorState } from '@web/ui/ErrorState';
import { OriginLines } from './AnswerAge';
import { useDraftPreview, useProductChoices, useReviewSettings, useSearch } from './api';
import { ChoiceBadge, ConfidenceBadge, documentLink, entryLink } from './parts';

export interface Openers {
  onOpenDocument: (id: string) => void;
  onOpenEntry: (id: string) => void;
}

/** A link to a document or library answer that opens it on this page. */
function SourceLink({ kind, id, children, open }: { kind: 'library' | 'document'; id: string; children: string; open: Openers }) {
  const click = (e: MouseEvent) => {
    e.preventDefault();
    if (kind === 'document') open.onOpenDocument(id);
    else open.onOpenEntry(id);
  };
  return (
    <Anchor component={Link} to={kind === 'document' ? documentLink(id) : entryLink(id)} onClick={click} size="sm" fw={600} data-testid="source-link">
      {children}
    </Anchor>
  );
}

/** 'Policy › Policy › 2. Governance' (document name, then a heading that repeats it) reads as 'Policy › 2. Governance'. */
export const sourceName = (name: string) =>
  name
    .split(' › ')
    .filter((part, i, all) => i === 0 || part !== all[i - 1])
    .join(' › ');

const kindIcon = (kind: 'library' | 'document') => (kind === 'document' ? IconFileText : IconBook2);

/** The options of a Yes / No / N/A question, the first answer format. */
const choiceOptions = ['Yes', 'No', 'N/A'];

/** Try a question: what the engine would draft (answer, sources, confidence) and what search finds. */
export function TryQuestion(open: Openers) {
  const products = useProductChoices();
  const draft = useDraftPreview();
  const form = useContractForm(draftPreviewForm, { question: '', answer_options: choiceOptions, product_id: null });
  const [asked, setAsked] = useState<{ search: string; product?: string | undefined } | null>(null);
  const search = useSearch(asked ?? { search: '' });

  const submit = form.onSubmit((values) => {
    setAsked({ search: values.question.slice(0, 500), product: values.product_id ?? undefined });
    draft.mutate(values);
  });

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder radius="md" padding="lg">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <div>
                <Title order={5}>Try a question</Title>
                <Text size="sm" c="dimmed">
                  See how the AI would answer a customer's question from your knowledge hub, with its sources. Nothing is saved.
                </Text>
              </div>
              <Textarea
                label="Question"
                required
                placeholder="e.g. Do you enforce multi-factor authentication for all employees?"
                autosize
                minRows={3}
                maxRows={8}
                maxLength={5000}
                {...form.getInputProps('question')}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter' || !(e.metaKey || e.ctrlKey)) return;
                  e.preventDefault();
                  submit();
                }}
              />
              <Select
                label="Product"
                description="Answers and documents scoped to other products are not used."
                placeholder="Any product"
                data={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                {...form.getInputProps('product_id')}
                clearable
                searchable
              />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  Answer format
                </Text>
                <SegmentedControl
                  value={form.values.answer_options ? 'choice' : 'text'}
                  onChange={(v) => form.setFieldValue('answer_options', v === 'choice' ? choiceOptions : null)}
                  data={[
                    { value: 'choice', label: 'Yes / No / N/A and text' },
                    { value: 'text', label: 'Text only' },
                  ]}
                />
              </Stack>
              <Group justify="flex-end">
                <Button type="submit" leftSection={<IconSparkles size={16} />} loading={draft.isPending}>
                  Draft an answer
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          {draft.isPending ? (
            <Skeleton h={220} radius="md" />
          ) : draft.error ? (
            <ErrorState error={draft.error} />
          ) : draft.data ? (
            <DraftCard draft={draft.data} open={open} />
          ) : (
            <Card withBorder radius="md" padding={0}>
              <EmptyState
                icon={IconSparkles}
                title="Ask a question to see a draft"
                description="The AI looks first for an approved answer to the same question, then for passages in your documents. When nothing supports an answer, it flags the question for a person instead of guessing."
              />
            </Card>
          )}
          {asked && <SearchResults results={search.data} loading={search.isLoading} error={search.error} open={open} />}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function DraftCard({ draft, open }: { draft: DraftView; open: Openers }) {
  const months = useReviewSettings().data?.answer_review_months ?? DEFAULT_REVIEW_MONTHS;
  const cited = new Set(draft.sources.map((s) => `${s.kind}:${s.id}`));
  const related = draft.related.filter((r) => !cited.has(`${r.kind}:${r.id}`));
  return (
    <Card withBorder radius="md" padding="lg" data-testid="draft">
      <Group justify="space-between" mb="sm">
        <Title order={5}>Draft answer</Title>
        <ConfidenceBadge confidence={draft.confidence} flagged={draft.flagged} />
      </Group>
      {draft.flagged ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Needs input from a person">
          {draft.reason || 'Nothing in the knowledge hub answers this question for this product.'}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <ChoiceBadge choice={draft.answer_choice} size="md" />
            {draft.answer_text && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="draft-text">
                {draft.answer_text}
              </Text>
            )}
          </Group>
          {draft.reason && (
            <Text size="xs" c="dimmed">
              {draft.reason}
            </Text>
          )}
        </Stack>
      )}
      {draft.sources.length > 0 && (
        <Stack gap="xs" mt="lg">
          <Text size="sm" fw={600}>
            {draft.flagged ? 'Closest passages (not enough to answer)' : 'Sources'}
          </Text>
          {draft.sources.map((s, i) => (
            <SourceRow key={`${s.kind}-${s.id}-${i}`} source={s} index={i + 1} open={open} months={months} />
          ))}
        </Stack>
      )}
      {related.length > 0 && (
        <Stack gap="xs" mt="lg">
          <Text size="sm" fw={600}>
            Similar questions in the library
          </Text>
          <Text size="xs" c="dimmed">
            The nearest questions already answered, for any product. Shown for comparison; this draft does not cite them.
          </Text>
          {related.map((r) => (
            <Paper key={r.id} withBorder p="xs" radius="md">
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <SourceLink kind={r.kind} id={r.id} open={open}>
                  {r.name}
                </SourceLink>
                <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                  <ChoiceBadge choice={r.answer_choice} size="xs" />
                  {r.products && (
                    <Badge size="xs" variant="light" color="indigo" tt="none">
                      {r.products}
                    </Badge>
                  )}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** A cited passage or library answer; an answer with its origin and age, as the review screen shows them (issue 13). */
function SourceRow({ source, index, open, months }: { source: DraftSourceView; index: number; open: Openers; months: number }) {
  const Icon = kindIcon(source.kind);
  const origin = source.origin;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="draft-source">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge size="sm" variant="light" circle>
          {index}
        </Badge>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Icon size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
            <SourceLink kind={source.kind} id={source.id} open={open}>
              {sourceName(source.name)}
            </SourceLink>
          </Group>
          {source.excerpt && (
            <Blockquote p={6} pl="sm" color="gray" fz="sm" style={{ fontStyle: 'normal' }}>
              {source.excerpt}
            </Blockquote>
          )}
          {origin && <OriginLines origin={origin} months={months} pastReview={isPastReview(origin, months)} />}
          {origin?.stale_reason && (
            <Text size="xs" c="red.8">
              Needs review: {origin.stale_reason}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

function SearchResults({ results, loading, error, open }: { results: SearchResult[] | undefined; loading: boolean; error: unknown; open: Openers }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="search-results">
      <Title order={5} mb="sm">
        Found in the knowledge hub
      </Title>
      {error ? (
        <Text size="sm" c="red">
          {error instanceof ApiError ? error.detail : 'The search failed. Please try again.'}
        </Text>
      ) : loading ? (
        <Skeleton h={120} />
      ) : !results?.length ? (
        <Group gap="sm" c="dimmed">
          <IconSearch size={16} />
          <Text size="sm">Nothing in the library or the documents matches these words.</Text>
        </Group>
      ) : (
        <Stack gap="sm">
          {results.map((r) => {
            const Icon = kindIcon(r.kind);
            return (
              <Group key={`${r.kind}-${r.id}`} gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" color={r.kind === 'document' ? 'blue' : 'grape'} radius="md">
                  <Icon size={16} />
                </ThemeIcon>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <SourceLink kind={r.kind} id={r.kind === 'document' ? (r.document_id ?? r.id) : r.id} open={open}>
                      {r.title}
                    </SourceLink>
                    {r.heading && r.heading !== r.title && (
                      <Text size="xs" c="dimmed">
                        › {r.heading.startsWith(`${r.title} › `) ? r.heading.slice(r.title.length + 3) : r.heading}
                      </Text>
                    )}
                    {r.page !== null && (
                      <Badge size="xs" variant="light" color="gray" tt="none">
                        Page {r.page}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dark.4" lineClamp={3}>
                    {r.excerpt}
                  </Text>
                </Stack>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
