import { normalizeText } from './analyze';
import { asksAboutTheProduct, asksCustomerCapability } from './subject';

/**
 * Whose control is it? A knowledge base states how the organisation's own people reach its systems: "Production
 * access is role-based", "Workforce identity uses Okta SSO with mandatory MFA". Such a sentence answers a question
 * about the organisation's staff or production environment, not "Is there role-based access control in the
 * product?" or "Can customers enforce MFA?", which ask what the product offers its users (issue 13, failure type 2:
 * organisation-wide evidence answering a question about a product's own capability).
 */
const workforceWords =
  /\b(?:workforce|employees?|personnel|staff|contractors?|engineers?|production access|access to production|privileged (?:access|sessions?)|(?:just-in-time|jit) elevation|production systems?|production environments?|internal (?:systems?|tools?|applications?|networks?)|corporate (?:systems?|accounts?|identity|network)|company (?:systems?|accounts?|devices?)|acceptable use|work (?:machines?|laptops?|devices?|computers?)|laptops?|workstations?)\b/;

/** The sentence speaks of the organisation's own people or production environment. */
export function speaksOfWorkforce(sentence: string): boolean {
  return workforceWords.test(normalizeText(sentence));
}

/** The question asks what the product offers its users, and not about the organisation's own people or systems. */
export function asksProductFeature(question: string): boolean {
  const q = normalizeText(question);
  return (asksAboutTheProduct(q) || asksCustomerCapability(q)) && !workforceWords.test(q);
}
