import { describe, expect, it } from 'vitest';
import { mentionsProduct, productAliases } from './subject';

describe('which product a sentence speaks of', () => {
  const lms = productAliases('Canvas LMS', 'Instructure');

  it('knows a product by its name, its first word and its acronym, but not by a common word in lower case', () => {
    expect(lms).toEqual(expect.arrayContaining(['Canvas LMS', 'Canvas', 'LMS']));
    expect(mentionsProduct('Canvas LMS sessions time out after 20 minutes.', lms)).toBe(true);
    expect(mentionsProduct('The LMS keeps an audit trail.', lms)).toBe(true);
    expect(mentionsProduct('Artists paint on canvas.', lms)).toBe(false);
  });

  it('reads a link whose path names the product as that product’s', () => {
    expect(mentionsProduct('Certification can be found at: https://example.org/certification/canvas', lms)).toBe(true);
    expect(mentionsProduct('Our listing is at https://example.org/registry/csa', lms)).toBe(false);
  });
});
