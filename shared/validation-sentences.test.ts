import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, isDefaultMessage, issueDetail } from './validation-sentences';

const issuesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues;

describe('validation problems as sentences', () => {
  const schema = z.object({
    comment_text: z.string(),
    status: z.enum(['OPEN', 'CANCELLED']),
    expected: z.number().min(1),
    email: z.string().email('Please enter a valid email address'),
    tags: z.array(z.string()).max(2),
  });

  it('rewrites the validator’s defaults for the field they are about, and keeps a contract’s own message', () => {
    const details = issuesOf(schema, { status: 'DONE', expected: 0, email: 'x', tags: ['a', 'b', 'c'] }).map((i) => issueDetail(i.path.join('.'), i));
    expect(details).toEqual([
      'Comment text is required.',
      'Status must be one of: OPEN, CANCELLED.',
      'Expected must be at least 1.',
      'Email: Please enter a valid email address',
      'Tags can have at most 2 items.',
    ]);
  });

  it('says what the whole body should be when it is not an object, and names fields it does not accept', () => {
    expect(issuesOf(schema, 'text').map((i) => issueDetail(null, i))).toEqual(['The request body must be a JSON object.']);
    const strict = z.object({ name: z.string() }).strict();
    expect(issuesOf(strict, { name: 'a', role: 'x' }).map((i) => issueDetail(null, i))).toEqual(['This field is not accepted here: role.']);
  });

  it('tells a default message from a chosen one, and names nested fields by their last part', () => {
    const [chosen] = issuesOf(z.string().min(3, 'Keep it at least 3 characters'), 'a');
    const [fallback] = issuesOf(z.string().min(3), 'a');
    expect(isDefaultMessage(chosen!)).toBe(false);
    expect(isDefaultMessage(fallback!)).toBe(true);
    expect(fieldLabel('answers.0.answer_text')).toBe('Answer text');
  });
});
