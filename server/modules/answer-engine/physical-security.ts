import { analyze } from './analyze';

/**
 * Access, intrusion and monitoring have a physical side (guards, badges, cameras at a data centre) and a logical one
 * (accounts, networks, software). A question that names neither "physical" nor a place or its means (an office, a
 * data centre, a badge, a camera) asks about the logical side: a source that speaks of physical security only
 * ("video surveillance, intrusion detection and guards at the perimeter") states another fact, however many words
 * it shares.
 */
const PHYSICAL = analyze('physical')[0]!;
const physicalPlaces = new Set(
  analyze(
    'physical facility facilities office offices premises building buildings datacenter room rooms door doors badge badges camera cameras cctv surveillance visitor visitors guard guards',
  ),
);
const logicalSide = new Set(analyze('logical logically network networks account accounts application applications software login password firewall'));
const sidedTopics = new Set(analyze('access intrusion monitoring detection'));

/**
 * How much a physical-only sentence still counts in the explanation of a question about access or intrusion that is
 * not physical. Only the explanation: weighing the sources so changed no answer of the tuned halves and lost a right
 * one of a held-out half (bench:drafting).
 */
export const PHYSICAL_ONLY = 0.5;

export function onlyPhysical(question: readonly string[], candidate: ReadonlySet<string>): boolean {
  if (!candidate.has(PHYSICAL) || question.some((t) => physicalPlaces.has(t))) return false;
  if (!question.some((t) => sidedTopics.has(t))) return false;
  for (const t of logicalSide) if (candidate.has(t)) return false;
  return true;
}
