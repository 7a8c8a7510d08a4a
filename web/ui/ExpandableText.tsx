import { Anchor, Stack, Text, type TextProps } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A long text in a table cell or card: clamped to `lines` lines, with "Show more" when some of it is hidden
 * and "Show less" to fold it again, so the rest can always be read where it is. The toggle does not click the row.
 */
export function ExpandableText({ children, lines = 3, ...props }: { children: string; lines?: number } & TextProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [clipped, setClipped] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || open) return;
    const measure = () => setClipped(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [children, lines, open]);
  return (
    <Stack gap={2} align="flex-start">
      <Text ref={ref} lineClamp={open ? undefined : lines} style={{ whiteSpace: 'pre-line' }} {...props}>
        {children}
      </Text>
      {(clipped || open) && (
        <Anchor
          component="button"
          type="button"
          size="xs"
          onClick={(e) => {
            e.stopPropagation();
            setOpen((o) => !o);
          }}
          aria-expanded={open}
        >
          {open ? 'Show less' : 'Show more'}
        </Anchor>
      )}
    </Stack>
  );
}
