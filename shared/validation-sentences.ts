import { z } from 'zod';

/**
 * A validation problem as a sentence for the person who sent the data. The contracts give their own messages
 * where a field needs one ("Please enter a valid email address"); every other check falls back on zod's
 * English defaults ("Invalid input: expected string, received undefined"), which are written for developers.
 * Those are rewritten here, from the issue itself; a contract's own message is kept as it is.
 */

type Issue = z.core.$ZodIssue;

const english = z.locales.en();
/** zod's default text for an issue, without what was received (the issue does not carry the input). */
const withoutReceived = (text: string) => text.replace(/, received .*$/, '');

/** The message is zod's own default, not one a contract chose. */
export function isDefaultMessage(issue: Issue): boolean {
  const fallback = english.localeError(issue as never);
  const text = typeof fallback === 'string' ? fallback : fallback?.message;
  return Boolean(text) && withoutReceived(text!) === withoutReceived(issue.message);
}

const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  null: 'empty',
};

const formats: Record<string, string> = {
  email: 'must be a valid e-mail address',
  url: 'must be a valid web address, such as https://example.com',
  uuid: 'is not a valid id',
  guid: 'is not a valid id',
  datetime: 'must be a valid date and time',
  date: 'must be a valid date (YYYY-MM-DD)',
  time: 'must be a valid time',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const bound = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** The issue as one sentence; `field` is the field's name as people say it ("Comment text"), or null for the whole body. */
export function issueSentence(field: string | null, issue: Issue, missing = /received undefined$/.test(issue.message ?? '')): string {
  const subject = field ?? 'The value';
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return `${subject} is required.`;
      if (!field && issue.expected === 'object') return 'The request body must be a JSON object.';
      return `${subject} must be ${kinds[issue.expected] ?? `of type ${issue.expected}`}.`;
    case 'invalid_value':
      return issue.values.length === 1 ? `${subject} must be ${bound(issue.values[0])}.` : `${subject} must be one of: ${issue.values.map(bound).join(', ')}.`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? `${subject} cannot be empty.` : `${subject} must be at least ${plural(min, 'character')} long.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${subject} needs at least ${plural(min, 'item')}.`;
      if (issue.origin === 'date') return `${subject} must be on or after ${bound(issue.minimum)}.`;
      return `${subject} must be ${issue.inclusive === false ? 'more than' : 'at least'} ${bound(issue.minimum)}.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${subject} must be at most ${plural(max, 'character')} long.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${subject} can have at most ${plural(max, 'item')}.`;
      if (issue.origin === 'date') return `${subject} must be on or before ${bound(issue.maximum)}.`;
      return `${subject} must be ${issue.inclusive === false ? 'less than' : 'at most'} ${bound(issue.maximum)}.`;
    }
    case 'invalid_format':
      return `${subject} ${formats[issue.format] ?? 'is not in the expected format'}.`;
    case 'not_multiple_of':
      return `${subject} must be a multiple of ${bound(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'This field is' : 'These fields are'} not accepted here: ${issue.keys.join(', ')}.`;
    default:
      return `${subject} is not valid.`;
  }
}

/** A field's name as people say it: "comment_text" → "Comment text" (the last part of a nested path). */
export function fieldLabel(attr: string): string {
  const last = attr.split('.').pop() ?? attr;
  return last.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** What the API answers for one issue: zod's default rewritten as a sentence, a contract's own message after the field's name. */
export function issueDetail(attr: string | null, issue: Issue): string {
  const field = attr ? fieldLabel(attr) : null;
  if (isDefaultMessage(issue)) return issueSentence(field, issue);
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * For forms in the browser (web/console/main.tsx): zod's defaults, where a contract gives no message of its own,
 * read as sentences under the field they belong to ("This field is required.").
 */
export function installFieldSentences() {
  z.config({
    customError: (issue) => issueSentence('This field', issue as unknown as Issue, (issue as { input?: unknown }).input === undefined),
  });
}
