/**
 * Things of one kind that exclude each other: a question that names one is not answered by a source that
 * names another of its kind and not the one asked. "Is customer data stored in the US?" is not met by
 * "Customer data is stored in the EU", "Do you support OIDC?" not by "SAML 2.0 with any IdP", "Are you
 * ISO 27017 certified?" not by "ISO 27001 certified", encryption in transit not by encryption at rest, AES-256
 * not by AES-128, "Is it hosted on AWS?" not by "Google Cloud Platform (hosting)".
 * The words match; the fact does not (issue 13, failure type 3).
 */
const families: string[][] = [
  ['saml', 'oidc'],
  ['soc1', 'soc2', 'soc3'],
  ['iso27001', 'iso27017', 'iso27018', 'iso27701'],
  ['atrest', 'intransit'],
  ['aes128', 'aes192', 'aes256'],
  ['regionus', 'regioneu', 'regionuk', 'regionca', 'regionau'],
  ['cloudaws', 'cloudgcp', 'cloudazure'],
];

/** How much a source that names another thing of the kind asked still counts. */
export const ANOTHER_OF_ITS_KIND = 0.5;

/** The source names another thing of a kind the question names, and not the one asked. */
export function namesAnother(question: Iterable<string>, candidate: ReadonlySet<string>): boolean {
  const asked = new Set(question);
  for (const family of families) {
    const wanted = family.filter((t) => asked.has(t));
    if (wanted.length === 0 || wanted.some((t) => candidate.has(t))) continue;
    if (family.some((t) => !asked.has(t) && candidate.has(t))) return true;
  }
  return false;
}
