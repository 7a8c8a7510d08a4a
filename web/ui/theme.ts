import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

const brand: MantineColorsTuple = ['#edf2ff', '#dbe4ff', '#bac8ff', '#91a7ff', '#748ffc', '#5c7cfa', '#4c6ef5', '#4263eb', '#3b5bdb', '#364fc7'];

/** Relative luminance of a #rrggbb colour (WCAG 2.1). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** The colour darkened until it reads at 4.5:1 (with a margin) on a light tint of itself. */
export function readableOnTint(hex: string): string {
  const tint = 0.86;
  let [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let out = hex;
  for (let i = 0; i < 20 && contrast(luminance(out), tint) < 4.8; i++) {
    [r, g, b] = [r! * 0.9, g! * 0.9, b! * 0.9];
    out = `#${[r, g, b].map((c) => Math.round(c!).toString(16).padStart(2, '0')).join('')}`;
  }
  return out;
}

/**
 * Variants meet WCAG AA contrast (4.5:1): text on a light tint, an outline or no background uses the
 * colour's darkest shade, darkened further where it is still too light (yellow, orange, green); text on
 * a filled colour is white or black, whichever contrasts more (one of them always reaches 4.5:1).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  const shades = input.theme.colors[parsed.color]!;
  if (input.variant === 'light' || input.variant === 'subtle' || input.variant === 'transparent') return { ...colors, color: readableOnTint(shades[9]) };
  if (input.variant === 'outline') return { ...colors, color: readableOnTint(shades[9]), border: `1px solid ${readableOnTint(shades[9])}` };
  if (input.variant === 'filled' || input.variant === undefined) {
    const bg = luminance(shades[typeof input.theme.primaryShade === 'number' ? input.theme.primaryShade : input.theme.primaryShade.light]);
    return { ...colors, color: contrast(bg, 1) >= contrast(bg, 0) ? '#fff' : '#000' };
  }
  return colors;
};

/** Clear buttons inside inputs are named for screen readers. */
const clearable = { defaultProps: { clearButtonProps: { 'aria-label': 'Clear' } } };

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
    // Links in running text are told apart by more than their colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // A number is kept as typed: a minus sign is neither dropped (-500 read as $500) nor clamped to the minimum when
    // the field is left (-500 read as $0); the form's contract says what is wrong ("MRR cannot be negative.").
    NumberInput: { defaultProps: { allowNegative: true, clampBehavior: 'none' } },
    Select: clearable,
    MultiSelect: clearable,
    TagsInput: clearable,
    Autocomplete: clearable,
    FileInput: clearable,
    DateInput: clearable,
    DatePickerInput: clearable,
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({ 'aria-label': paginationLabels[control] }),
        getItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
      },
    },
  },
});

const paginationLabels = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** Secondary ("dimmed") text and placeholders dark enough for WCAG AA contrast (4.5:1) on white and on the gray page background. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6b7178',
    '--mantine-color-anchor': t.colors.brand![9],
    // Text in a colour (c="red", c="teal") reads at AA contrast on white and on light tints.
    ...Object.fromEntries(Object.keys(t.colors).map((c) => [`--mantine-color-${c}-text`, readableOnTint(t.colors[c]![9])])),
  },
  dark: {},
});
