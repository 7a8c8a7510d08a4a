/**
 * Whose claim is it? An answer that speaks of a product ("Canvas LMS has been evaluated by WebAIM…")
 * holds for that product; one that speaks of the organisation ("Instructure's insurance includes…")
 * holds for every product. The engine uses this to decide whether another product's answer can guide
 * the draft for this one.
 */

const productWords = /\b(?:product|application|app|solution|software|platform|system|service|tool|portal|interface)s?\b/i;

/** Ways a text may name a product: its full name, its first word (unless the organisation's), an acronym in it. */
export function productAliases(productName: string, organizationName: string): string[] {
  const name = productName.trim();
  if (!name) return [];
  const aliases = [name];
  const words = name.split(/\s+/);
  const orgFirst = organizationName.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (words.length >= 2) {
    const first = words[0]!;
    if (first.length >= 3 && /^[A-Z]/.test(first) && first.toLowerCase() !== orgFirst) aliases.push(first);
    for (const w of words.slice(1)) if (/^[A-Z0-9]{2,6}$/.test(w) && /[A-Z]/.test(w)) aliases.push(w);
  }
  return aliases;
}

/** The text names one of the products (case-sensitive on single words, so "canvas" the fabric does not count), or links to its pages. */
export function mentionsProduct(text: string, aliases: string[]): boolean {
  for (const alias of aliases) {
    const escaped = alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = alias.includes(' ') ? new RegExp(`\\b${escaped}\\b`, 'i') : new RegExp(`\\b${escaped}\\b`);
    if (re.test(text)) return true;
  }
  // A link whose path names the product (".../certification/canvas") is that product's, whatever its case.
  const linkWords = new Set((text.match(/\bhttps?:\/\/\S+/gi) ?? []).flatMap((url) => url.toLowerCase().split(/[^a-z0-9]+/)));
  return aliases.some((alias) => linkWords.has(alias.toLowerCase().replace(/\s+/g, '')));
}

/**
 * What customers or users may do or set ("Do you allow the customer to specify attribute mappings?", "Can users
 * export their data?", "Do you support SCIM?") is a capability of the product, though the question names none.
 */
const ofWorkforce =
  /^(?:may|can|could|do|does|are|is|must|should|will|have|has)\s+(?:all\s+|your\s+|the\s+|any\s+|our\s+)*(?:employees?|staff|personnel|workforce|contractors?|engineers?|developers?|administrators? of (?:the )?vendor)\b/i;
const customerCapability =
  /\b(?:allow|allows|let|lets|enable|enables|permit|permits) (?:the |your |an? )?(?:customers?|users?|clients?|institutions?|tenants?|admins?|administrators?)\b|\bcan (?:the |your |an? )?(?:customers?|users?|clients?|institutions?|tenants?|admins?|administrators?)\b|\bdo you support\b/i;

/** The question itself is about the product ("Does your application…", "Can customers…") rather than the organisation. */
export function asksAboutProduct(question: string): boolean {
  // "May employees access production systems from personal devices?" asks what the organisation's people may do.
  if (ofWorkforce.test(question.trim())) return false;
  return productWords.test(question) || customerCapability.test(question);
}

/** The question asks what customers or users may do or set. */
export function asksCustomerCapability(question: string): boolean {
  return customerCapability.test(question);
}

/** The question names "the product" / "your product" itself. */
export function asksAboutTheProduct(question: string): boolean {
  return /\b(?:the|your|this|each) (?:product|application|solution|service)s?\b/i.test(question);
}

/** The product is what the answer opens with: named in its first words ("The latest Canvas VPAT…"). */
export function opensWithProduct(text: string, aliases: string[], words = 6): boolean {
  const opening = firstSentence(text).split(/\s+/).slice(0, words).join(' ');
  return mentionsProduct(opening, aliases);
}

/** The opening sentence of a text (who the answer is about). */
export function firstSentence(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  const m = /^(.{20,}?[.!?])(?:\s|$)/.exec(t);
  return m ? m[1]! : t.slice(0, 300);
}

/**
 * A label that asks for a fact about the organisation rather than a product ("Vendor Name", "Vendor
 * Contact Email", "Vendor Hosting Regions"): another product's answer to it holds here too. Never a date or
 * a signature: those belong to the questionnaire they were written in.
 */
export function asksForOrganisationFact(question: string): boolean {
  if (asksAboutProduct(question) || /\bproducts?\b/i.test(question)) return false;
  return !/\b(?:date|dated|signature|signed|sign|version|today)\b/i.test(question);
}

/** An answer that is itself a date ("2024-05-20", "20 May 2024"): when a questionnaire was filled, not a fact that lasts. */
export function isDateAnswer(text: string): boolean {
  return /^\s*(?:\d{4}-\d{2}-\d{2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2} [a-z]+ \d{4}|[a-z]+ \d{1,2},? \d{4})\s*$/i.test(text);
}
