// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressRing } from './ProgressRing';
import { renderUi } from './testing/render';

describe('a progress ring', () => {
  it('keeps "100%" on one line in the small ring of a request', () => {
    renderUi(<ProgressRing value={100} size={54} testId="progress" />);
    const label = screen.getByTestId('progress');
    expect(label.textContent).toBe('100%');
    expect(label.style.whiteSpace).toBe('nowrap');
  });

  it('names its value for screen readers, rounded and within 0–100', () => {
    renderUi(<ProgressRing value={54.6} />);
    expect(screen.getByRole('img', { name: 'Progress 55%' })).toBeTruthy();
    renderUi(<ProgressRing value={140} />);
    expect(screen.getByRole('img', { name: 'Progress 100%' })).toBeTruthy();
  });
});
