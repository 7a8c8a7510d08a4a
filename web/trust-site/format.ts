/** Formatting that gives the same text on the server and in the browser (no locale surprises). */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "12 Mar 2026" from an ISO date or timestamp. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return '';
  return `${Number(m[3])} ${months[Number(m[2]) - 1] ?? ''} ${m[1]}`;
}

/** Up to two initials for a monogram ("SOC 2 Type II" → "S2", "Acme Cloud" → "AC"). */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** How long a title may be before it is cut (portal §9: titles are truncated at around 40 to 50 characters). */
export const titleMaxLength = 50;

/** The title cut to `titleMaxLength` with "…", at a space when one is near the end; unchanged when it fits. */
export function shortTitle(text: string, max = titleMaxLength): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space >= max - 12 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
