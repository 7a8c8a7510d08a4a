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
