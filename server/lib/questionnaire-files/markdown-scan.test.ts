import { describe, expect, it } from 'vitest';
import { scanMarkdown, unwrapInline } from './markdown-scan';

const kinds = (md: string) => scanMarkdown(md).map((l) => l.kind);
const line = (md: string, n = 1) => scanMarkdown(md)[n - 1]!;

describe('the Markdown scanner', () => {
  it('gives every line the headings it sits under, a deeper level replacing only what is below it', () => {
    const lines = scanMarkdown('# Policy\n## 1. Scope\nAll staff.\n### Contractors\nThem too.\n## 2. Access\nMFA.');
    expect(lines.map((l) => [l.text, l.headings.join(' › ')])).toEqual([
      ['Policy', 'Policy'],
      ['1. Scope', 'Policy › 1. Scope'],
      ['All staff.', 'Policy › 1. Scope'],
      ['Contractors', 'Policy › 1. Scope › Contractors'],
      ['Them too.', 'Policy › 1. Scope › Contractors'],
      ['2. Access', 'Policy › 2. Access'],
      ['MFA.', 'Policy › 2. Access'],
    ]);
    expect(line('### Skipped levels').headings).toEqual(['Skipped levels']);
  });

  it('reads headings as CommonMark does: up to three spaces before, a closing run of # after a space', () => {
    expect(line('   ## Access ##')).toMatchObject({ kind: 'heading', level: 2, text: 'Access' });
    expect(line('# C#')).toMatchObject({ kind: 'heading', text: 'C#' });
    expect(line('#hashtag').kind).toBe('text');
    expect(line('####### seven').kind).toBe('text');
    expect(line('# **Bold** [link](https://example.com) ![logo](logo.png)').text).toBe('Bold link');
  });

  it('keeps code between fences as written and finds no headings in it', () => {
    const lines = scanMarkdown('```bash\n# not a heading\nx = a * b * c\n\n```\nAfter.');
    expect(lines.map((l) => l.kind)).toEqual(['fence', 'code', 'code', 'blank', 'fence', 'text']);
    expect(lines[1]!.text).toBe('# not a heading');
    expect(lines[2]!.text).toBe('x = a * b * c');
    expect(kinds('  ~~~\n  - x\n  ~~~')).toEqual(['fence', 'code', 'fence']);
  });

  it('sets HTML comments apart, on one line or across several', () => {
    expect(kinds('<!--\nhidden\n-->\nshown')).toEqual(['comment', 'comment', 'comment', 'text']);
    expect(line('<!-- note --> shown').text).toBe('shown');
  });

  it('tells thematic breaks and table rows from text', () => {
    expect(kinds('---\n* * *\n___\n| Question | Answer |\n|---|:---:|\n| Do you *encrypt* backups? | Yes |\n--|--')).toEqual([
      'rule',
      'rule',
      'rule',
      'table-row',
      'table-separator',
      'table-row',
      'table-separator',
    ]);
    expect(line('| Do you *encrypt* backups? |  | Yes |').text).toBe('Do you encrypt backups? | Yes');
  });

  it('reads list items with their indentation, number and task box, and the content after the marker', () => {
    expect(line('- [x] Yes')).toMatchObject({ item: { indent: 0, number: null, checked: true }, text: 'Yes' });
    expect(line('* [ ] No')).toMatchObject({ item: { indent: 0, number: null, checked: false }, text: 'No' });
    expect(line('1.2. Do you *encrypt*?')).toMatchObject({ item: { indent: 0, number: '1.2', checked: null }, text: 'Do you encrypt?' });
    expect(line('   + answer')).toMatchObject({ item: { indent: 3, number: null, checked: null }, text: 'answer' });
    expect(line('-')).toMatchObject({ item: { indent: 0, number: null }, text: '' });
    expect(line('2024. was a year').item).toBeNull();
  });

  it('drops a quote marker and a hard line break from a line of text', () => {
    expect(line('> Do you have a quoted question?').text).toBe('Do you have a quoted question?');
    expect(line('Revision 1\\').text).toBe('Revision 1');
  });

  it('numbers lines from 1 whatever the line endings, and ignores a byte-order mark', () => {
    const lines = scanMarkdown('\uFEFF# A\r\ntext\rmore\n');
    expect(lines.map((l) => [l.number, l.kind, l.raw])).toEqual([
      [1, 'heading', '# A'],
      [2, 'text', 'text'],
      [3, 'text', 'more'],
      [4, 'blank', ''],
    ]);
  });
});

describe('inline Markdown unwrapped', () => {
  it('keeps the text of links, emphasis and code spans, and drops images and HTML tags', () => {
    expect(unwrapInline('Do you log access to [customer data](https://example.com)?')).toBe('Do you log access to customer data?');
    expect(unwrapInline('**All** staff and _contractors_, *always*.')).toBe('All staff and contractors, always.');
    expect(unwrapInline('Is the image ![badge](x.png) dropped?')).toBe('Is the image  dropped?');
    expect(unwrapInline('Use <b>bold</b> text')).toBe('Use bold text');
  });

  it('leaves names with underscores, arithmetic and code spans as written', () => {
    expect(unwrapInline('Describe your snake_case_name convention.')).toBe('Describe your snake_case_name convention.');
    expect(unwrapInline('x = a * b * c')).toBe('x = a * b * c');
    expect(unwrapInline('Set `max_age` to `<ttl>` seconds.')).toBe('Set max_age to <ttl> seconds.');
  });

  it('turns escaped punctuation into the character', () => {
    expect(unwrapInline('Text with \\*escaped stars\\* and \\[brackets\\]')).toBe('Text with *escaped stars* and [brackets]');
  });
});
