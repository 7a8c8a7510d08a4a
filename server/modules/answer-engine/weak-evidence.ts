import { normalizeText } from './analyze';
import type { Evidence } from './evidence';
import { inversionOf } from './inverted';
import type { Prepared } from './prepared';
import { asksAboutProduct } from './subject';
import { thresholds } from './thresholds';
import { existenceQuestion, negationCues } from './vocabulary';

/**
 * Evidence strong enough to answer on its own: strong, or a passage whose statement says the point itself
 * (thresholds.ts), for a question that asks plainly (`weakAnswers`): weaker evidence is no answer to one that asks
 * whether something is missing or wrong, whether there are any, nor to a question about the product that only a
 * company-wide source speaks of.
 */
export function answersAlone(e: Evidence, weak: WeakAnswers): boolean {
  if (e.strength >= thresholds.answer) return true;
  return (
    weak.plain &&
    (e.specific || !weak.ofProduct) &&
    e.kind === 'document' &&
    !e.anotherOfKind &&
    e.strength >= thresholds.statedAnswer &&
    (e.statedHead ?? 0) >= thresholds.statedHead &&
    Boolean(e.namesRarest)
  );
}

export interface WeakAnswers {
  /** The question asks plainly whether a thing is done (no inversion, no denial of its own, not whether there are any). */
  plain: boolean;
  /** It asks about the product, not the organisation. */
  ofProduct: boolean;
}

export function weakAnswers(q: Prepared['info'], productAsked: boolean): WeakAnswers {
  const lower = normalizeText(q.text);
  return {
    plain: q.kind === 'yes_no' && !inversionOf(q.text) && !negationCues.test(lower) && !existenceQuestion.test(lower),
    ofProduct: productAsked && asksAboutProduct(q.text),
  };
}
