/** Matching a choice answer to the options a file offers ('yes' → 'Yes', 'NA' → 'N/A', 'Yes' → '1) Yes'). */

const key = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^\s*(?:\d{1,2}|[a-z])[).:-]\s+/, '')
    .replace(/[^a-z0-9]+/g, '');

const ALIASES: Record<string, string[]> = {
  na: ['na', 'notapplicable', 'nota', 'none', 'doesnotapply'],
  // the words for yes and no of the languages customers most often write in (German, French, Spanish, Italian, Portuguese, Dutch, Polish)
  yes: ['yes', 'y', 'true', 'ja', 'oui', 'si', 'sim', 'tak'],
  no: ['no', 'n', 'false', 'nein', 'non', 'nee', 'nie', 'nao'],
};

function canonical(s: string): string {
  const k = key(s);
  for (const [c, list] of Object.entries(ALIASES)) if (list.includes(k)) return c;
  return k;
}

/** The option meaning the same as `value`, or null. */
export function matchOption(value: string, options: readonly string[]): string | null {
  const v = value.trim();
  if (!v) return null;
  const exact = options.find((o) => o === v) ?? options.find((o) => o.toLowerCase() === v.toLowerCase());
  if (exact) return exact;
  const k = key(v);
  const byKey = options.find((o) => key(o) === k);
  if (byKey) return byKey;
  const c = canonical(v);
  return options.find((o) => canonical(o) === c) ?? null;
}

/** A choice read from the start of a free-text answer ('Yes, we encrypt…' → 'Yes'). */
export function leadingOption(text: string, options: readonly string[]): string | null {
  const first = /^\s*([A-Za-z/]+(?:\s+[A-Za-z/]+)?)/.exec(text);
  if (!first) return null;
  return matchOption(first[1]!, options) ?? matchOption(first[1]!.split(/\s+/)[0]!, options);
}
