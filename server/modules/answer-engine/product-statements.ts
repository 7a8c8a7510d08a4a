import { mentionsProduct, productAliases } from './subject';

/**
 * Whose fact a statement is, when the organisation has several products. A company-wide document often settles
 * a product's case in one sentence ("Customer-managed keys are not offered for Corvane Pulse", a certifications
 * table whose scope column reads "Atlas only. Pulse is out of scope"): that sentence answers the question for
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
  const aliases = (ids: string[]) => ids.flatMap((id) => productAliases(productNames.get(id) ?? '', organizationName));
  const asked = aliases(askedIds);
  const others = aliases([...productNames.keys()].filter((id) => !askedIds.includes(id)));
  const key = (a: string) => a.toLowerCase();
  const shared = new Set(asked.map(key).filter((a) => others.some((o) => key(o) === a)));
  const scope = { asked: asked.filter((a) => !shared.has(key(a))), others: others.filter((o) => !shared.has(key(o))) };
  return scope.asked.length > 0 && scope.others.length > 0 ? scope : null;
}

/** Clauses of a statement: one product's case ends where another's begins ("Atlas supports SAML; Pulse does not"). */
const clauses = (text: string) => text.split(/[.;]\s+|\s(?:but|while|whereas)\s/i);

/** The statement's clauses that name one of these products. */
export const clausesNaming = (text: string, names: string[]) => clauses(text).filter((c) => mentionsProduct(c, names));

const OUT_OF_SCOPE = /\bout(?:side)? of (?:the )?scope\b|\bnot (?:in|within) (?:the )?scope\b|\bexcluded\b|\bnot (?:eligible|covered|included)\b/i;

/** A clause naming the product that puts it out of a scope ("Pulse is out of scope of the SOC 2 report"). */
export const outOfScope = (clause: string) => OUT_OF_SCOPE.test(clause);

/** The statement names another product and not the asked one: it is that product's fact. */
export function speaksForOthers(text: string, scope: ProductScope): boolean {
  return mentionsProduct(text, scope.others) && !mentionsProduct(text, scope.asked);
}

/** The statement keeps the fact to other products ("Corvane Atlas only", "available only on Atlas"), naming none asked. */
export function onlyForOthers(text: string, scope: ProductScope): boolean {
  if (mentionsProduct(text, scope.asked)) return false;
  return scope.others.some((name) => {
    const n = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`\\b${n}\\b(?: \\w+)? only\\b|\\b(?:only|exclusively) (?:for|on|in|with|to|by) (?:the )?${n}\\b`, 'i').test(text);
  });
}
