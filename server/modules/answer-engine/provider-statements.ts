import { normalizeText } from './analyze';
import { conceptSource } from './vocabulary';

/**
 * Whose fact is it? A hosted service's knowledge base describes its cloud provider too: "AWS maintains
 * ISO 27001, SOC 2 and PCI DSS certifications for its data centres", "At our hosting provider, physical access
 * is controlled by professional security staff". Such a sentence states the provider's certification or staff,
 * not the organisation's. It answers a question about the provider, its data centres or the physical hosting,
 * never "Are you ISO 27001 certified?" (issue 13, failure type 3: a topic match instead of the fact asked).
 */

/** A cloud or hosting provider, by name or by role. */
export const hostingProvider = new RegExp(
  `${conceptSource('cloudprovider')}|\\b(?:hosting|colocation|co-location|data ?cent(?:er|re)|infrastructure) (?:providers?|vendors?|partners?)\\b|\\bsub-?service (?:providers?|organi[sz]ations?)\\b`,
);

/** A hosting provider, or another processor of the organisation's data. */
export const providerPattern = new RegExp(`${hostingProvider.source}|\\b(?:payment|card) processors?\\b|\\bsub-?processors?\\b`);

/** What a provider's sentence answers: the provider itself, its facilities, the physical hosting. */
const providerTopics = new RegExp(
  `${providerPattern.source}|${conceptSource('datacenter')}|\\bserver rooms?\\b|\\bphysical(?:ly)?\\b|\\bfacilit(?:y|ies)\\b|\\benvironmental\\b|\\bhosted\\b|\\bhosting\\b|\\bsub-?processors?\\b|\\bthird[- ]part(?:y|ies)\\b|\\bvendors?\\b|\\bsuppliers?\\b|\\binherit(?:s|ed)?\\b|\\bshared[- ]responsibility\\b|\\bstored\\b|\\bstorage locations?\\b|\\bresid(?:e|es|ency)\\b|\\blocat(?:ed|ions?)\\b|\\bregions?\\b|\\bgeographic(?:al)?\\b|\\bavailability zones?\\b`,
);

/** The organisation speaking of itself: "we", "our" (but for "our hosting provider", "our payment processor"), "us". */
const firstPerson = /\b(?:we|us|we're|we've)\b|\bour\b(?!\s+(?:[a-z-]+\s+){0,2}(?:providers?|vendors?|partners?|hosts?|(?:sub-?)?processors?)\b)/;

/** An attestation the organisation holds or lacks: a certification, an audit report, a compliance programme. */
const attestations = new RegExp(
  ['soc2', 'soc1', 'soc3', 'iso27001', 'iso27017', 'iso27018', 'iso27701', 'pcidss', 'fedramp', 'txramp', 'csastar'].map(conceptSource).join('|') +
    String.raw`|\bhitrust\b|\bcertifi(?:ed|cations?|cates?)\b|\battest(?:ed|ations?)\b|\baccredit(?:ed|ations?)\b|\baudit reports?\b|\bcompliant\b`,
);

/** The question asks about the provider, its data centres or the physical hosting: a provider's sentence is on the point. */
export function asksAboutProviders(question: string): boolean {
  return providerTopics.test(normalizeText(question));
}

/** The question asks for the provider's attestation ("Does the hosting provider have a SOC 2 report?"): the provider's sentence answers it, the organisation's own report does not. */
export function asksProviderAttestation(question: string): boolean {
  const q = normalizeText(question);
  return hostingProvider.test(q) && attestations.test(q);
}

/** The question asks for one of the organisation's own attestations ("Are you ISO 27001 certified?"). */
export function asksOwnAttestation(question: string): boolean {
  const q = normalizeText(question);
  return attestations.test(q) && !providerTopics.test(q);
}

/** The provider is what the sentence is about: named in its first words ("AWS maintains…", "At our hosting provider, …"). */
const providerFirst = new RegExp(`^[\\s•*\\-–\\d.)|]*(?:\\S+\\s+){0,3}?(?:${providerPattern.source})`, 'i');
/** A provider's product is the organisation's tool ("GCP Secret Manager", "AWS KMS"), unless it is an attestation ("AWS SOC 2 report"). */
const productAfter = /^\s+(?!SOC|ISO|PCI|FedRAMP|HITRUST|CSA)[A-Z][\w-]*/;
/** The provider does the thing ("inherited from our cloud providers", "Instructure relies on AWS' ability…"). */
const providerDoes = new RegExp(
  `\\b(?:inherited from|provided by|maintained by|operated by|managed by|certified by|audited by|relies on|rely on|relying on|reliance on) (?:the |our |its |their )?(?:${providerPattern.source})`,
);

/** The sentence speaks of a provider and not of the organisation itself. */
export function speaksOfProvider(sentence: string): boolean {
  const s = normalizeText(sentence).trim();
  if (firstPerson.test(s)) return false;
  if (providerDoes.test(s)) return true;
  const original = sentence.normalize('NFKC').trim();
  const m = providerFirst.exec(original);
  return m !== null && !productAfter.test(original.slice(m.index + m[0].length));
}
