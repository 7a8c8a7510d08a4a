import { claimsOf } from './guard';
import { mentionsProduct } from './subject';

/**
 * A report or certification asked for one product ("Do you have a SOC 2 Type 2 report for this product?",
 * "Is the Assistant in scope of your PCI DSS attestation?"). An organisation's list of its certifications, or a
 * report whose scope names other products, is on the topic but not the fact asked (issue 13, failure type 3):
 * only a source kept for that product, or a sentence that names it, answers "Yes".
 */
const attestationWords =
  /\b(?:attestation|attested|certificate|certificates|certification|certifications|certified|audit(?:ed)? reports?|assurance reports?|penetration test reports?)\b/i;
const productReference =
  /\b(?:this|the|your|each) (?:product|application|service|solution|platform|offering)\b|\bin (?:the )?scope\b|\bscoped\b|\bcovered by\b/i;

/** The question asks whether a report or certification covers a product: the one it names, or the request's. */
export function asksProductAttestation(question: string, aliases: string[]): boolean {
  if (aliases.length === 0) return false;
  if (claimsOf(question).certifications.length === 0 && !attestationWords.test(question)) return false;
  return mentionsProduct(question, aliases) || productReference.test(question);
}

/** A source that answers it: kept for the product asked about, or naming that product. */
export function speaksForProduct(source: { specific: boolean; text: string }, aliases: string[]): boolean {
  return source.specific || mentionsProduct(source.text, aliases);
}

/**
 * Some source names the report or certification the question names, if it names one: "Is it covered by your PCI DSS
 * attestation?" is not answered by a source that does not say "PCI DSS". "ISO 27001" and "ISO/IEC 27001:2022", "SOC 2"
 * and "SOC 2 Type II" are the same attestation.
 */
export function namesAskedAttestation(question: string, sources: string[]): boolean {
  const asked = claimsOf(question).certifications;
  if (asked.length === 0) return true;
  return sources.some((text) => claimsOf(text).certifications.some((named) => asked.some((c) => sameAttestation(named, c))));
}

function sameAttestation(a: string, b: string): boolean {
  const [x, y] = [a, b].map((c) => c.replace(/iec/g, ''));
  return x!.startsWith(y!) || y!.startsWith(x!);
}
