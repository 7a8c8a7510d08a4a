import { normalizeText } from './analyze';

/** What a product is sold or shipped in: plans, tiers, editions. */
const offerings = String.raw`(?:subscription |pricing |service |license |licence )?(?:plans?|tiers?|editions?|subscriptions?|packages?|licen[cs]es?|skus?)`;

/** "Is SSO available on every plan?", "…offered on all plans of the product?", "…in each edition?" */
const asksEvery = new RegExp(String.raw`\b(?:every|all|each)(?: of the| of our| of your| the)? (?:[a-z-]+ )?${offerings}\b`);

export const asksEveryOffering = (question: string) => asksEvery.test(normalizeText(question));

/**
 * The statement keeps the thing to some plans: "on its Enterprise plan only", "only in the Business and Enterprise
 * plans", "not available on the Free and Team plans", "Enterprise and above".
 */
const someOnly = new RegExp(
  [
    String.raw`\bonly (?:on|in|with|for|to) (?:the |its |our |their )?[a-z0-9 ,&+-]{0,40}?${offerings}\b`,
    String.raw`\b${offerings} only\b`,
    String.raw`\b(?:not|never) (?:currently )?(?:available|offered|included|supported|provided|part of)(?: (?:on|in|with|for|to))? (?:the |its |our )?[a-z0-9 ,&+-]{0,40}?${offerings}\b`,
    String.raw`\b${offerings} and (?:above|higher|up)\b`,
  ].join('|'),
);

export const keptToSome = (statement: string) => someOnly.test(normalizeText(statement));

/** "…included in the Team plan?", "For an Essentials subscription, will you…": the one offering the question names. */
const namedOffering = new RegExp(
  String.raw`\b(?:on|in|with|under|for|to|of|if|buy|purchase|choose|select|license|licence) (?:the|our|your|an?|that|its) ([a-z0-9-]+(?: [a-z0-9-]+)?) (?:subscription |license |licence |pricing )?(?:plans?|tiers?|editions?|subscriptions?|packages?)\b`,
);
const noName = /^(?:every|all|each|any|same|other|current|selected|chosen|following|higher|lower|paid|free of)\b/;

/** Plans that are documents, not offerings ("the Incident Response Plan"). */
const documentPlans =
  /^(?:response|continuity|recovery|remediation|treatment|action|test|testing|training|project|migration|communication|communications|security|audit|retention|backup|exit|transition|disaster|emergency|contingency|management|improvement|corrective)$/i;

/** "On that same plan, can…?", "Does that plan include…?": the offering is the one the question before named. */
const sameOffering = /\b(?:(?:that|the|this) same|that|this) (?:plan|tier|edition|subscription|package)\b/;

export function askedOffering(question: string, previous?: string | null): string | null {
  const m = namedOffering.exec(normalizeText(question));
  if (m && !noName.test(m[1]!) && !documentPlans.test(m[1]!.split(' ').pop()!)) return m[1]!;
  return previous && sameOffering.test(normalizeText(question)) ? askedOffering(previous) : null;
}

const onlyOn = new RegExp(
  String.raw`\bonly (?:available |offered |included |supported |provided )?(?:on|in|with|for|to) (?:the |its |our |their )?([a-z0-9 ,&+-]{1,40}?) ${offerings}\b|\b([a-z0-9 ,&+-]{1,40}?) ${offerings} only\b`,
);

/** "Customers on the Enterprise plan may opt out…": a right granted to the plans it names, and so kept to them. */
const grantedTo = new RegExp(
  String.raw`^(?:[\d.]+\s+)?(?:customers|users|accounts|workspaces|tenants|subscribers|organi[sz]ations) (?:on|in|with) (?:the |an? )?([a-z0-9 ,&+-]{1,40}?) ${offerings}(?:\s*\([^)]*\))? (?:may|can|are able to|have the option to)\b`,
);

/** The statement keeps the thing to other offerings than the one asked ("only available on the Enterprise plan" for
 *  "…on the Team plan?"). */
export function keptToOthers(statement: string, offering: string): boolean {
  const m = onlyOn.exec(normalizeText(statement)) ?? grantedTo.exec(normalizeText(statement));
  if (!m) return false;
  const names = (m[1] ?? m[2] ?? '').split(/\s*(?:,|&|\+|\band\b|\bor\b)\s*/).map((x) => x.trim().split(/\s+/).pop() ?? '');
  const asked = offering.split(/\s+/).pop() ?? '';
  return names.length > 0 && !names.includes(asked);
}

/**
 * The statement speaks of another offering by name ("The Developer plan has no service credits" for "…on the Team plan?"),
 * not of the one asked: what it denies is that plan's.
 */
export function namesOtherOffering(statement: string, offering: string): boolean {
  const names = [...statement.matchAll(/\b([A-Z][A-Za-z0-9-]+) (?:plans?|tiers?|editions?|subscriptions?)\b/g)]
    .map((m) => m[1]!)
    .filter((n) => !documentPlans.test(n));
  const asked = (offering.split(/\s+/).pop() ?? '').toLowerCase();
  return names.length > 0 && !names.some((n) => n.toLowerCase() === asked);
}
