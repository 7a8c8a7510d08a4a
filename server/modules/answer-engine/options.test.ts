import { describe, expect, it } from 'vitest';
import { mapChoice } from './choice';
import { optionPolarity } from './options';

describe('reading answer options however a questionnaire writes them', () => {
  it('reads numbered and lettered labels by their word, so "2) No" is never taken for a yes', () => {
    for (const o of ['2) No', '2. No', '(2) No', '2 - No', 'b) No', 'Option 2: No', '[b] No']) expect(optionPolarity(o)).toBe('no');
    for (const o of ['1) Yes', '1. Yes', '(a) Yes', 'Option 1: Yes']) expect(optionPolarity(o)).toBe('yes');
    expect(optionPolarity('3) N/A')).toBe('na');
  });

  it('reads single letters, column marks and the usual languages', () => {
    expect(optionPolarity('Y')).toBe('yes');
    expect(optionPolarity('N')).toBe('no');
    expect(optionPolarity('x Yes')).toBe('yes');
    expect(optionPolarity('No: x')).toBe('no');
    for (const o of ['Ja', 'Oui', 'Sí', 'Sim']) expect(optionPolarity(o)).toBe('yes');
    for (const o of ['Nein', 'Non', 'Não', 'Nee']) expect(optionPolarity(o)).toBe('no');
    expect(optionPolarity('Nicht zutreffend')).toBe('na');
  });

  it('does not mistake other answers that merely start with the same letters', () => {
    for (const o of ['Normally', 'Yesterday', 'Nanny', 'Partially', 'Not sure']) expect(optionPolarity(o)).toBe('other');
  });

  it('maps a stored numbered "No" onto a form whose options are written another way', () => {
    expect(mapChoice('2) No', ['Yes', 'No', 'N/A'])).toBe('No');
    expect(mapChoice('No', ['1) Yes', '2) No'])).toBe('2) No');
    expect(mapChoice('Nein', ['Y', 'N'])).toBe('N');
  });
});
