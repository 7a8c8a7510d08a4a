import { sentences } from '../../lib/sentences';
import { normalizeText } from './analyze';
import { hostingProvider } from './provider-statements';
import { conceptSource, negationCues } from './vocabulary';

/**
 * Whether the organisation runs its own data centres. Almost every questionnaire asks it ("Do you operate your
 * own data centres?", "Does your company manage the physical data center where our data resides?"), and a
 * hosted service's knowledge base answers it without a denial: it says the data centres are a cloud
 * provider's ("AWS data centres…", "physical security is inherited from our cloud providers"). That statement
 * is the "No", with its source (issue 13, failure type 4).
 */

/** The vocabulary's data centre, and a server room. */
const dc = String.raw`(?:${conceptSource('datacenter')}|\bserver rooms?\b)`;
const datacentre = new RegExp(dc);
/** Owning or running the facility itself, not something done inside it ("manage access to the data center"). */
const ownsFacility = new RegExp(
  String.raw`\b(?:own|owns|operate|operates|manage|manages|run|runs)\s+(?:(?:your|its|their|the|a|an|any|own|physical|company|organi[sz]ation)\s+){0,3}${dc}\b|\b(?:your|its|their) own (?:physical )?${dc}\b|\b${dc}\s+(?:(?:that )?(?:are |is ))?(?:owned|operated|managed|run) by (?:you|your (?:company|organi[sz]ation))\s*\??\s*$`,
);

/** "Our own data centre": a source that says the organisation runs one. */
const saysOwnFacility = new RegExp(String.raw`\b(?:our|its) own (?:physical )?${dc}`);

/** "Do you operate your own data centres?": a question whether the organisation owns or runs the facility. */
export function asksOwnDatacentre(question: string): boolean {
  return ownsFacility.test(normalizeText(question));
}

/**
 * The sentence of a text that places the data centres with a provider, if any; one that also denies something
 * ("AWS does not disclose the locations of its data centres") only when nothing plainer says it.
 */
export function providerRunsDatacentre(text: string): { sentence: string; plain: boolean } | null {
  let found: { sentence: string; plain: boolean } | null = null;
  for (const s of sentences(text)) {
    const lower = normalizeText(s);
    // "We operate our own data centre and use AWS for backups" says the opposite.
    if (!datacentre.test(lower) || !hostingProvider.test(lower) || saysOwnFacility.test(lower)) continue;
    const plain = !negationCues.test(lower);
    if (plain) return { sentence: s.trim(), plain };
    found ??= { sentence: s.trim(), plain };
  }
  return found;
}
