import { Anchor, Avatar, Badge, Box, Button, Center, Group, Loader, ScrollArea, Skeleton, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { useThrottledCallback } from '@mantine/hooks';
import { IconCheck, IconHistory, IconPencil, IconPlayerPause, IconPlus, IconTrash, IconUpload, IconBolt } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { Fragment, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ActivityLogEntry } from '@shared/contracts/activity';
import { limits } from '@shared/limits';
import { activityObjectLink } from '../lib/activity';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';

dayjs.extend(relativeTime);

const palette = ['brand', 'teal', 'grape', 'orange', 'cyan', 'pink', 'indigo', 'lime'];
export function colorFor(name: string) {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return palette[h % palette.length]!;
}
export function initials(name: string) {
  const parts = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

const actionLook: Record<string, { icon: ComponentType<{ size?: number }>; color: string }> = {
  created: { icon: IconPlus, color: 'teal' },
  added: { icon: IconPlus, color: 'teal' },
  uploaded: { icon: IconUpload, color: 'teal' },
  updated: { icon: IconPencil, color: 'blue' },
  activated: { icon: IconCheck, color: 'teal' },
  deactivated: { icon: IconPlayerPause, color: 'gray' },
  deleted: { icon: IconTrash, color: 'red' },
};

const objectLabels: Record<string, string> = {
  customer: 'Customer',
  customer_member: 'Member',
  product: 'Product',
  request: 'Request',
  questionnairefile: 'File',
  user: 'User',
  role: 'Role',
  security_topic: 'Security topic',
  security_report: 'Security report',
  certification: 'Certification',
  announcement: 'Announcement',
  security_domain: 'Security domain',
  subscriber: 'Subscriber',
  api_key: 'API key',
  access_request: 'Access request',
  custom_domain: 'Custom domain',
  integration: 'Integration',
  knowledge_document: 'Document',
  nda_text: 'NDA',
  notification_receivers: 'Notifications',
  security_event: 'Security event',
  sso_connection: 'Single sign-on',
  sub_processor_notice: 'Sub-processor notice',
  tc_config: 'Trust Center',
  trusted_by: 'Trusted by',
};
const labelFor = (type: string) => objectLabels[type] ?? type.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

function dayLabel(iso: string) {
  const d = dayjs(iso);
  if (d.isSame(dayjs(), 'day')) return 'Today';
  if (d.isSame(dayjs().subtract(1, 'day'), 'day')) return 'Yesterday';
  return d.format(d.isSame(dayjs(), 'year') ? 'dddd, D MMMM' : 'dddd, D MMMM YYYY');
}

/** One row: who (avatar), what happened, to which object, and when. */
export function ActivityItem({ entry, compact }: { entry: ActivityLogEntry; compact?: boolean }) {
  const look = actionLook[entry.action] ?? { icon: IconBolt, color: 'gray' };
  const link = activityObjectLink(entry);
  const Icon = look.icon;
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" py={compact ? 6 : 10} data-testid="activity-item">
      <Box pos="relative" style={{ flexShrink: 0 }}>
        <Tooltip label={entry.actor.email ?? entry.actor.name}>
          <Avatar color={colorFor(entry.actor.name)} radius="xl" size={compact ? 32 : 38}>
            {initials(entry.actor.name)}
          </Avatar>
        </Tooltip>
        <ThemeIcon size={18} radius="xl" color={look.color} pos="absolute" bottom={-4} right={-4} style={{ border: '2px solid var(--mantine-color-body)' }}>
          <Icon size={10} />
        </ThemeIcon>
      </Box>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <ActivitySentence actor={entry.actor.name} description={entry.description} />
        <Group gap={8} wrap="nowrap">
          {entry.object_name && (
            <Badge variant="light" color="gray" radius="sm" size="sm" tt="none" style={{ maxWidth: 260 }}>
              {labelFor(entry.object_type)}:{' '}
              {link ? (
                <Anchor component={Link} to={link} size="xs" fw={600} inherit>
                  {entry.object_name}
                </Anchor>
              ) : (
                entry.object_name
              )}
            </Badge>
          )}
          <Tooltip label={dayjs(entry.created_at).format('D MMM YYYY, HH:mm:ss')}>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {compact ? dayjs(entry.created_at).fromNow() : dayjs(entry.created_at).format('HH:mm')}
              {!compact && ` · ${dayjs(entry.created_at).fromNow()}`}
            </Text>
          </Tooltip>
        </Group>
      </Stack>
    </Group>
  );
}

/** Rows under a header per day. */
export function ActivityDays({ entries, compact }: { entries: ActivityLogEntry[]; compact?: boolean }) {
  let lastDay = '';
  return (
    <Stack gap={0}>
      {entries.map((e) => {
        const day = dayLabel(e.created_at);
        const header = day !== lastDay;
        lastDay = day;
        return (
          <Fragment key={e.id}>
            {header && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="sm" mb={4} style={{ letterSpacing: 0.4 }}>
                {day}
              </Text>
            )}
            <ActivityItem entry={e} compact={compact} />
          </Fragment>
        );
      })}
    </Stack>
  );
}

type Page = { items: ActivityLogEntry[]; page: number; totalPages: number; total: number };

/**
 * An infinite, scrolling activity list: fetches the next page near the bottom and the dropped
 * earlier pages near the top (at most 4 pages are kept), with scroll handling throttled to 500 ms.
 */
export function ActivityFeed({ query, height, empty }: { query: UseInfiniteQueryResult<InfiniteData<Page>>; height: number | string; empty?: ReactNode }) {
  const viewport = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const { data, isLoading, error, refetch, hasNextPage, hasPreviousPage, isFetchingNextPage, isFetchingPreviousPage, fetchNextPage, fetchPreviousPage } = query;
  const entries = data?.pages.flatMap((p) => p.items) ?? [];
  const firstPage = data?.pages[0]?.page ?? 1;

  const onScroll = useThrottledCallback(() => {
    const el = viewport.current;
    if (!el) return;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 120 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    if (el.scrollTop < 80 && hasPreviousPage && !isFetchingPreviousPage) {
      anchor.current = { height: el.scrollHeight, top: el.scrollTop };
      void fetchPreviousPage();
    }
  }, limits.scrollThrottleMs);

  // Keep the view steady when earlier rows come back above it; fill the box when it is not full yet.
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    if (anchor.current && !isFetchingPreviousPage) {
      el.scrollTop = anchor.current.top + (el.scrollHeight - anchor.current.height);
      anchor.current = null;
    }
    if (el.scrollHeight <= el.clientHeight + 10 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [data, isFetchingPreviousPage, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isLoading) {
    return (
      <Stack gap="md" py="sm">
        {[0, 1, 2, 3].map((i) => (
          <Group key={i} gap="sm" wrap="nowrap">
            <Skeleton circle h={38} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={12} w="70%" />
              <Skeleton h={10} w="30%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  }
  if (entries.length === 0)
    return <>{empty ?? <EmptyState icon={IconHistory} title="No activity yet" description="Changes people make will appear here." />}</>;

  return (
    <ScrollArea.Autosize mah={height} viewportRef={viewport} onScrollPositionChange={onScroll} offsetScrollbars type="auto" data-testid="activity-feed">
      {hasPreviousPage && (
        <Center py="xs">
          {isFetchingPreviousPage ? (
            <Loader size="xs" />
          ) : (
            <Button variant="subtle" size="xs" onClick={() => void fetchPreviousPage()}>
              Show newer activity
            </Button>
          )}
        </Center>
      )}
      <ActivityDays entries={entries} />
      {/* A short log ends without a footer, so the card does not trail empty space. */}
      {(isFetchingNextPage || hasNextPage || firstPage > 1 || entries.length > 5) && (
        <Center py="sm">
          {isFetchingNextPage ? (
            <Loader size="sm" />
          ) : hasNextPage ? (
            <Button variant="subtle" size="xs" onClick={() => void fetchNextPage()}>
              Load more
            </Button>
          ) : (
            <Text size="xs" c="dimmed">
              {firstPage > 1 ? 'End of the log' : "That's everything"}
            </Text>
          )}
        </Center>
      )}
    </ScrollArea.Autosize>
  );
}

/** Verbs a description may start with that do not end in -ed ("Sent the invitation…"). */
const irregularVerbs =
  /^(?:Sent|Set|Made|Took|Gave|Wrote|Rewrote|Began|Chose|Put|Ran|Read|Kept|Left|Lost|Found|Held|Built|Sold|Told|Got|Cut|Undid|Drew|Went|Brought|Bound|Sought|Withdrew|Overrode|Rode|Led)\b/;

/**
 * One line of the log as a sentence: "Ada Admin created request REQ-0001" when the description starts with what
 * was done, the description as written when it names its own subject ("Gus Grant (gus@…) downloaded…"), and
 * "Ada Admin: REQ-0006 …" otherwise.
 */
export function ActivitySentence({ actor, description }: { actor: string; description: string }) {
  const name = (
    <Text span fw={600}>
      {actor}
    </Text>
  );
  if (actor && description.toLowerCase().startsWith(actor.toLowerCase()))
    return (
      <Text size="sm" lh={1.4}>
        {name}
        {description.slice(actor.length)}
      </Text>
    );
  const verbFirst = /^[A-Z][a-z]+ed\b/.test(description) || irregularVerbs.test(description);
  return (
    <Text size="sm" lh={1.4}>
      {name}
      {verbFirst ? ' ' : ': '}
      {verbFirst ? description.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase()) : description}
    </Text>
  );
}
