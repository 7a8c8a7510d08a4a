import { questionMessages } from '@shared/contracts/questions';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The Approve All confirmation when some responses are empty (questionnaires §5): the spec's sentence, then
 * what will happen — how many get approved now, and that the empty ones stay for a person.
 */
export function approveAllMissingText(c: { all: number; approved: number; answered: number; unanswered: number }, group: string): string {
  const toApprove = Math.max(0, c.answered - c.approved);
  const empty = `${plural(c.unanswered, 'response', 'responses')} of the ${c.all} in ${group} ${c.unanswered === 1 ? 'is' : 'are'} empty.`;
  const now =
    toApprove > 0
      ? ` ${plural(toApprove, 'response that says something', 'responses that say something')} will be approved;`
      : ' Nothing else is left to approve;';
  const rest = ` the empty ${c.unanswered === 1 ? 'one stays' : 'ones stay'} for someone to answer (N/A where a question does not apply) before the file can be approved.`;
  return `${questionMessages.approveAllMissing} ${empty}${now}${rest}`;
}
