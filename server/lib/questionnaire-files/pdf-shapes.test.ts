import { describe, expect, it } from 'vitest';
import { extractQuestions } from './index';
import { buildNarrativeCaiqPdf, buildSupplierFormPdf } from './pdf-shapes.fixtures';

const inline = { inline: true };

describe('PDF questionnaires laid out as running text', () => {
  it('reads a two-column narrative CAIQ whose ids are split over two lines: every question, whole ids, whole first words', async () => {
    const { buffer, questions } = await buildNarrativeCaiqPdf();
    const qs = await extractQuestions(buffer, 'caiq-narrative.pdf', undefined, inline);
    expect(qs.map((q) => q.qid)).toEqual(questions.map((q) => q.id));
    expect(qs.map((q) => q.question)).toEqual(questions.map((q) => q.question));
    expect(qs[0]).toMatchObject({
      section: 'Audit & Assurance',
      existingAnswer: { choice: 'Yes', text: 'Documented in the security program and reviewed each year.' },
    });
    // the page title above the columns is nobody's answer
    expect(qs.some((q) => q.existingAnswer.text?.includes('CONSENSUS'))).toBe(false);
  });

  it('keeps each question of a supplier form apart, without the heading before it or the bullets of the question above', async () => {
    const { buffer, questions } = await buildSupplierFormPdf();
    const qs = await extractQuestions(buffer, 'supplier-form.pdf', undefined, inline);
    expect(qs.map((q) => q.question)).toEqual(questions.map((q) => q.question));
    expect(qs.map((q) => q.section)).toEqual([
      'Governance',
      'Governance',
      'Governance',
      'Data protection',
      'Data protection',
      'Data protection',
      'Access control',
      'Access control',
      'Access control',
      'Incident response',
      'Incident response',
    ]);
    expect(qs[2]!.existingAnswer).toEqual({ choice: 'Yes', text: 'our Chief Information Security Officer.' });
    expect(qs[6]!.answerOptions).toEqual(['Yes, for all administrators', 'Yes, for some administrators', 'No']);
    expect(qs[0]!.answerOptions).toBeNull();
  });
});
