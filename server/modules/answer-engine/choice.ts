import { normalizeText } from './analyze';
import { bareOption, optionPolarity } from './options';

export type Polarity = 'yes' | 'no' | 'na';

const plain: Record<Polarity, string> = { yes: 'Yes', no: 'No', na: 'N/A' };

/** The question's own option for a polarity ("1) Yes" for yes), or plain Yes / No / N/A when it has no list. */
export function choiceFor(polarity: Polarity, options: string[] | null): string | null {
  if (!options || options.length === 0) return plain[polarity];
  return options.find((o) => optionPolarity(o) === polarity) ?? null;
}

/**
 * Maps a stored choice (from the library) onto the question's options: by polarity for Yes / No / N/A,
 * else by the option's text. Null when the question's list has nothing that fits.
 */
export function mapChoice(choice: string | null, options: string[] | null): string | null {
  if (!choice || !choice.trim()) return null;
  const polarity = optionPolarity(choice);
  if (polarity !== 'other') return choiceFor(polarity, options);
  if (!options || options.length === 0) return choice.trim();
  const bare = (s: string) =>
    normalizeText(bareOption(s))
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const wanted = bare(choice);
  return options.find((o) => bare(o) === wanted) ?? options.find((o) => bare(o).length > 0 && (bare(o).includes(wanted) || wanted.includes(bare(o)))) ?? null;
}

/** The polarity of a stored choice, when it has one. */
export function choicePolarity(choice: string | null): Polarity | null {
  const p = optionPolarity(choice);
  return p === 'other' ? null : p;
}
