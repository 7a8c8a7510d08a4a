// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SentBack, sentBackMessage } from './SentBack';
import { renderUi } from './testing/render';

describe('a page the role may not open', () => {
  it('brings the person back and says why, instead of moving them without a word', async () => {
    renderUi(<SentBack to="/" />);
    expect(await screen.findByText(sentBackMessage)).toBeTruthy();
  });
});
