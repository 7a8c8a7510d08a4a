import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { shortTitle } from './format';
import { ItemTitle } from './parts';

describe('titles on the public Trust Center (portal §9)', () => {
  it('keeps a title of up to 50 characters as it is', () => {
    expect(shortTitle('SOC 2 Type II')).toBe('SOC 2 Type II');
    expect(shortTitle('x'.repeat(50))).toBe('x'.repeat(50));
  });

  it('cuts a longer title at about 50 characters with an ellipsis, at a space when one is near', () => {
    expect(shortTitle('H'.repeat(600))).toBe(`${'H'.repeat(49)}…`);
    const words = 'Scheduled maintenance of the EU data centres on the first weekend of May';
    expect(shortTitle(words)).toBe('Scheduled maintenance of the EU data centres on…');
    expect(shortTitle(words).length).toBeLessThanOrEqual(50);
  });

  it('shows the cut title, with the full text on hover and for screen readers', () => {
    const html = renderToStaticMarkup(<ItemTitle text={'H'.repeat(600)} />);
    expect(html).toContain(`title="${'H'.repeat(600)}"`);
    expect(html).toContain(`<span aria-hidden="true">${'H'.repeat(49)}…</span>`);
    expect(html).toContain(`<span class="tc-sr-only">${'H'.repeat(600)}</span>`);
    expect(renderToStaticMarkup(<ItemTitle text="SOC 2 Type II" />)).toBe('<h3>SOC 2 Type II</h3>');
  });
});
