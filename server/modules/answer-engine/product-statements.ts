import { mentionsProduct, productAliases } from './subject';

/**
 * Whose fact a statement is, when the organisation has several products. A company-wide document often settles
 * a product's case in one sentence ("Customer-managed keys are not offered for Lumen Sketch", a certifications
 * table whose scope column reads "Vault only. Sketch is out of scope"): that sentence answers the question for
 * the product it names, and a statement that names only another product is not evidence for this one (issue 13,
 * failure type 4: "No" with its source, and never another product's "Yes").
 */
export interface ProductScope {
  /** Names of the products asked about, as a text may write them (subject.ts productAliases). */
  asked: string[];
  /** Names of the organisation's other products, less any name the asked ones share ("Canvas"). */
  others: string[];
}

export function productScope(askedIds: string[], productNames: Map<string, string>, organizationName: string): ProductScope | null {
  if (askedIds.length === 0) return null;
  const family = familyWords([...productNames.values()], organizationName);
  const aliases = (ids: string[]) =>
    ids.flatMap((id) => {
      const name = productNames.get(id) ?? '';
      return [...productAliases(name, organizationName), ...shortName(name, family)];
    });
  const asked = aliases(askedIds);
  const others = aliases([...productNames.keys()].filter((id) => !askedIds.includes(id)));
  const key = (a: string) => a.toLowerCase();
  const shared = new Set(asked.map(key).filter((a) => others.some((o) => key(o) === a)));
  const scope = { asked: asked.filter((a) => !shared.has(key(a))), others: others.filter((o) => !shared.has(key(o))) };
  return scope.asked.length > 0 ? scope : null;
}

/** First words the products share, or share with the organisation ("Lumen Vault", "Lumen Sketch"): a family name. */
function familyWords(names: string[], organizationName: string): Set<string> {
  const first = names.map((n) => n.trim().split(/\s+/)[0] ?? '').filter(Boolean);
  const org = organizationName.trim().split(/\s+/)[0] ?? '';
  return new Set(first.filter((w, i) => w === org || first.indexOf(w) !== i));
}

/** Words too common to name a product on their own. */
const GENERIC = /^(?:Cloud|Platform|Suite|Server|Services?|Apps?|Online|Portal|Enterprise|Pro|Plus|Hub|Cent(?:er|re)|Manager|Edition|Web|Mobile|Connect|One)$/;

/**
 * The name a family's product goes by in its own documents ("Sketch" for "Lumen Sketch"), read only inside a
 * sentence ("for Sketch", "LogCo: Sketch: No"): at a sentence's start a capital says nothing.
 */
function shortName(name: string, family: Set<string>): string[] {
  const words = name.trim().split(/\s+/);
  const last = words[words.length - 1] ?? '';
  return words.length === 2 && family.has(words[0]!) && /^[A-Z][a-z]{3,}$/.test(last) && !GENERIC.test(last) ? [`~${last}`] : [];
}

/** The text names one of these products (subject.ts mentionsProduct; a "~" name only inside a sentence). */
export function names(text: string, aliases: string[]): boolean {
  const inSentence = aliases.filter((a) => a.startsWith('~')).map((a) => a.slice(1));
  return (
    mentionsProduct(
      text,
      aliases.filter((a) => !a.startsWith('~')),
    ) || inSentence.some((a) => new RegExp(`[a-z0-9,;:(]\\s+${a}\\b`).test(text))
  );
}

/**
 * Clauses of a statement: one product's case ends where another's begins ("Vault supports SAML; Sketch does not",
 * "Docs and Relay (Forms is not in scope)").
 */
const clauses = (text: string) => text.split(/[.;()]\s*|\s(?:but|while|whereas)\s/i);

/** The statement's clauses that name the products asked about, and no other. */
export const clausesNaming = (text: string, scope: ProductScope) => clauses(text).filter((c) => names(c, scope.asked) && !names(c, scope.others));

// "out of scope", "outside the certified scope", "not yet part of the audit scope"; "excluded", "not currently covered".
const SCOPE = String.raw`(?:the\s+|its\s+|our\s+)?(?:[\w-]+\s+){0,2}scope\b`;
const OUT_OF_SCOPE = new RegExp(
  String.raw`\bout(?:side)?\s+(?:of\s+)?${SCOPE}|\bnot\s+(?:yet\s+|currently\s+)?(?:part\s+of|in|within|inside|included\s+in)\s+${SCOPE}`,
  'i',
);
const LEFT_OUT = /\bexcluded\b|\bnot\s+(?:yet\s+|currently\s+)?(?:eligible|covered|included)\b/i;
/** A question about what a certificate, report, audit or programme covers, which a scope can deny. */
const ASKS_SCOPE =
  /\b(?:scope|certif\w*|iso|soc|audit\w*|reports?|attest\w*|assess\w*|examin\w*|cover\w*|includ\w*|pci|hipaa|penetration|pen[- ]?test\w*|programm?e?s?)\b/i;

/**
 * A clause naming the product that puts it out of a scope ("Sketch is out of scope of the SOC 2 report"), for a question
 * that asks what a scope holds: "outside the scope of our SOC 2 reports" does not deny that it is installed on premises.
 */
export const outOfScope = (clause: string, question = '') => LEFT_OUT.test(clause) || (OUT_OF_SCOPE.test(clause) && ASKS_SCOPE.test(question));

/** A table cell under the product's column that says no ("LogCo: Sketch: No", "SSO: Starter plan: not available"). */
export const deniedCell = (clause: string) => /:\s*(?:no|none|n\/a|not (?:available|offered|supported|included|applicable)|[✗✘×])\.?\s*$/i.test(clause);

/** The statement names another product and not the asked one: it is that product's fact. */
export function speaksForOthers(text: string, scope: ProductScope): boolean {
  return names(text, scope.others) && !names(text, scope.asked);
}

/** The statement keeps the fact to other products ("Lumen Vault only", "available only on Vault"), naming none asked. */
export function onlyForOthers(text: string, scope: ProductScope): boolean {
  if (names(text, scope.asked)) return false;
  return scope.others.some((alias) => {
    const n = alias.replace(/^~/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`\\b${n}\\b(?: \\w+)? only\\b|\\b(?:only|exclusively) (?:for|on|in|with|to|by) (?:the )?${n}\\b`, 'i').test(text);
  });
}

/**
 * A value list that says whose each value is in brackets ("European Union (Dispatch), United States (Track API)"),
 * read for the product asked: the values kept for other products are left out.
 */
export function withoutOthersValues(text: string, scope: ProductScope): string {
  const bare = (aliases: string[]) => aliases.map((a) => a.replace(/^~/, ''));
  const namesIn = (inner: string, aliases: string[]) =>
    bare(aliases).some((a) => new RegExp(`(?:^|[\\s,/&])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[\\s,/&])`, 'i').test(inner.trim()));
  const kept = text.replace(/(^|[,;:|]\s*)([^,;:|()]+?)\s*\(([^()]{1,60})\)(?=\s*(?:[,;|.]|$))/g, (whole, lead: string, _value: string, inner: string) =>
    namesIn(inner, scope.others) && !namesIn(inner, scope.asked) ? lead : whole,
  );
  return kept
    .replace(/([,;:|])\s*,\s*/g, '$1 ')
    .replace(/\s*,\s*(?=[;|.]|$)/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
