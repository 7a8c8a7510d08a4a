import { analyze, conceptTokens } from './analyze';
import { sentenceTerms, type Weights } from './score';

/**
 * The things a question names by their own name ("a hosting region in Canada", "supported on Linux",
 * "AWS Shield Advanced"): capitalised words inside a sentence. A knowledge base that never uses a thing's name
 * cannot say "Yes" to it, however well the rest of the question matches ("a new hosting region" is not Canada).
 * A name is known when the knowledge base uses any of its words ("Azure" for "Microsoft Azure").
 */
export function namedThings(question: string): string[] {
  const words = question.match(/[\p{L}][\p{L}\p{N}'’&.-]*/gu) ?? [];
  // A question in Title Case capitalises every word: none of them is a name for that.
  if (words.length > 0 && words.filter((x) => /^\p{Lu}/u.test(x)).length / words.length > 0.5) return [];
  const found: string[] = [];
  // A sentence's first word, and the first after a colon, a bracket or a list mark, is capitalised as such.
  for (const part of question.split(/[.?!:;()[\]•]\s*|\n|\s[-–—]\s|,\s*(?:if so|if not|e\.g\.|i\.e\.)\s*/i)) {
    // Capitalised words in a row are one name ("Microsoft Azure", "AWS Shield Advanced").
    let name: string[] = [];
    const end = () => {
      if (name.length) found.push(name.join(' '));
      name = [];
    };
    const tokens = part.trim().split(/\s+/);
    for (const [k, token] of tokens.entries()) {
      if (k === 0) continue;
      const word = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      // "the University", "our Trust": the asker speaking of itself by its role, not a thing it asks about.
      const askerRole = name.length === 0 && askerRoles.test(word) && /^(?:the|our)$/i.test(tokens[k - 1] ?? '');
      if (/^\p{Lu}/u.test(word) && !/^(?:I|Yes|No|N\/A)$/.test(word) && !askerRole) name.push(word);
      else end();
      if (word !== token && name.length) end();
    }
    end();
  }
  return [...new Set(found)];
}

/** How customers' questionnaires name the customer ("the University", "the District", "the Bank"). */
const askerRoles =
  /^(?:University|College|School|District|Trust|Council|Authority|Agency|Department|Institution|Bank|Hospital|Customer|Client|Licensee|Firm|Insurer|Purchaser|Buyer|Organi[sz]ation|Company|Group|Board|State|County|City|Ministry|Government)$/;

/** The names of the question that the knowledge base never uses, leaving out the ones the asker is known by. */
export function unknownNames(question: string, w: Weights, ownNames: readonly string[]): string[] {
  // A concept's token ("regionca") shares its first letters with its siblings' ("regionus"): those are not its forms.
  const held = (t: string) => w.known(t) || (!conceptTokens.has(t) && w.variants(t).some((v) => w.known(v)));
  return namesWithTerms(question, ownNames)
    .filter((x) => !x.terms.some(held))
    .map((x) => x.name);
}

/** The question's names with their terms, less the terms of the names the asker is known by. */
function namesWithTerms(question: string, ownNames: readonly string[]): { name: string; terms: string[] }[] {
  const own = new Set(ownNames.flatMap((n) => analyze(n)));
  return namedThings(question)
    .map((name) => ({ name, terms: analyze(name).filter((t) => !own.has(t)) }))
    .filter((x) => x.terms.length > 0);
}

/** A name the knowledge base says in this few texts at most is a thing it speaks of in its own place. */
const RARE_NAME = 3;

/**
 * The rare names of the question (a place, a provider) that none of these sources says, where the knowledge base
 * speaks of them in a few places of their own (a FAQ about Canada, where the passages drafted from speak of "a new
 * hosting region"). Names the question lists as alternatives ("SAML2, OIDC or CAS") need only one of them said.
 */
export function namesUnsaid(
  question: string,
  sources: readonly { text: string; heading?: string | null }[],
  w: Weights,
  ownNames: readonly string[],
): string[] {
  const said = sources.map((x) => sentenceTerms(`${x.heading ?? ''} ${x.text}`));
  const names = namesWithTerms(question, ownNames);
  const isSaid = (terms: string[]) => said.some((held) => terms.some((t) => held.has(t)));
  if (names.some((x) => isSaid(x.terms))) return [];
  return names.filter((x) => x.terms.every((t) => w.count(t) > 0 && w.count(t) <= RARE_NAME)).map((x) => x.name);
}
