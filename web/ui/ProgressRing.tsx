import { RingProgress, Text } from '@mantine/core';

/**
 * A percentage in a ring (a request's or a file's share of approved answers): the figure stays on one line at
 * 100 %, the ring turns teal when done, and screen readers hear "Progress 55%".
 */
export function ProgressRing({ value, size = 64, testId }: { value: number; size?: number; testId?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <RingProgress
      size={size}
      thickness={6}
      roundCaps={percent > 0}
      sections={[{ value: percent, color: percent === 100 ? 'teal' : 'brand' }]}
      label={
        <Text ta="center" fw={700} fz={size < 60 ? 11 : 'xs'} style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
          {percent}%
        </Text>
      }
      aria-label={`Progress ${percent}%`}
      role="img"
    />
  );
}
