import { describe, expect, it } from 'vitest';
import { questionnaireFileMaxBytes } from '@shared/contracts/questionnaires';
import { questionnaireKind, refusal } from './FileDrop';

const file = (name: string, size = 10) => ({ name, size }) as File;

describe('an answered questionnaire picked for the library', () => {
  it('takes every file a questionnaire request takes, up to the same size', () => {
    for (const name of ['old.xls', 'form.doc', 'sheet.ods', 'text.odt', 'caiq.xlsx', 'answers.pdf', 'list.csv', 'checklist.md'])
      expect(refusal(file(name), questionnaireKind), name).toBeNull();
    expect(refusal(file('big.xlsx', questionnaireFileMaxBytes - 1), questionnaireKind)).toBeNull();
    expect(refusal(file('huge.xlsx', questionnaireFileMaxBytes + 1), questionnaireKind)).toContain('is too large (the limit is 25 MB)');
    expect(refusal(file('notes.txt'), questionnaireKind)).toContain('cannot be read here');
  });
});
