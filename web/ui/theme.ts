import { createTheme, defaultVariantColorsResolver, parseThemeColor, type CSSVariablesResolver, type MantineColorsTuple, type VariantColorsResolver } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#edf2ff', '#dbe4ff', '#bac8ff', '#91a7ff', '#748ffc', '#5c7cfa', '#4c6ef5', '#4263eb', '#3b5bdb', '#364fc7',
];

/** Light badges and buttons use the colour's darkest shade for text, so they meet WCAG AA contrast on their tint. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  return parsed.isThemeColor ? { ...colors, color: `var(--mantine-color-${parsed.color}-9)` } : colors;
};

/** The one theme of the staff console. */
export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  primaryShade: 7,
  fontFamily: 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  variantColorResolver,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'md', withBorder: true } },
    Modal: { defaultProps: { radius: 'md', centered: true } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 200 } },
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({ 'aria-label': paginationLabels[control] }),
        getItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
      },
    },
  },
});

const paginationLabels = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** Secondary ("dimmed") text dark enough for WCAG AA contrast (4.5:1) on white and on the gray page background. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
