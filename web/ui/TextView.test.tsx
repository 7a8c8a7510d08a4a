// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextView } from './TextView';
import { renderUi } from './testing/render';

describe('TextView', () => {
  it('shows the text to read under its label, with no field to type in', () => {
    renderUi(<TextView label="Agreement text">{'MUTUAL NDA\nKeep it secret.'}</TextView>);
    const doc = screen.getByRole('document', { name: 'Agreement text' });
    expect(doc.textContent).toContain('Keep it secret.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('*')).toBeNull();
  });

  it('says so when there is nothing to read yet', () => {
    renderUi(<TextView label="Agreement text">{'  '}</TextView>);
    expect(screen.getByText('Nothing written yet.')).toBeTruthy();
  });
});
