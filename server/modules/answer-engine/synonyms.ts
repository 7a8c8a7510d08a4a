import { analyze } from './analyze';

/**
 * Plain words that questionnaires and policies use for the same act or state ("notice" / "tell", "erase" /
 * "delete", "remediate" / "fix"). A question's word met only by one of its synonyms counts a little less than the
 * word itself (score.ts). Concepts (vocabulary.ts) fold whole phrases into one token; these are single words
 * whose sense holds in any security text. General English, not any one vendor's or file's words.
 */
const groups = [
  'notify notice tell told',
  'isolate isolated separate separated segregate segregated partitioned',
  'screen screened vet vetted',
  'collect gather obtain',
  'delete erase purge destroy wipe',
  'fix remediate resolve',
  'uptime availability',
  'replicate copy mirror',
  'leave departure depart offboard offboarding terminate',
  'hire onboard join',
  'offer support',
  'allow permit',
  'prohibit forbidden ban disallow',
  'restrict limit',
  'commit guarantee',
  'host reside',
  'change modify alter',
  'remove revoke deprovision',
  'share disclose',
];

const synonyms = new Map<string, string[]>();
for (const group of groups) {
  const terms = [...new Set(group.split(' ').flatMap((word) => analyze(word)))];
  for (const t of terms) synonyms.set(t, [...new Set([...(synonyms.get(t) ?? []), ...terms.filter((o) => o !== t)])]);
}

/** The engine terms that say what this one says, in other words (none for most terms). */
export function synonymsOf(term: string): readonly string[] {
  return synonyms.get(term) ?? [];
}
