// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpandableText } from './ExpandableText';
import { renderUi } from './testing/render';

const user = userEvent.setup({ delay: null });
const answer = 'Yes. Customer data is encrypted at rest with AES-256 in every region; keys are kept in a managed KMS and rotated yearly.';

/** jsdom lays nothing out: a clamped text is as tall as `shown` lines of `full`. */
function lay(full: number, shown: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(full * 20);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(shown * 20);
}
afterEach(() => vi.restoreAllMocks());

describe('a long text in a table', () => {
  it('can be read in full: Show more opens the rest, Show less folds it again, and the row is not clicked', async () => {
    lay(6, 3);
    const row = vi.fn();
    renderUi(
      <div onClick={row}>
        <ExpandableText>{answer}</ExpandableText>
      </div>,
    );
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
    expect(row).not.toHaveBeenCalled();
  });

  it('offers nothing to open when the whole text fits', () => {
    lay(2, 2);
    renderUi(<ExpandableText>Yes.</ExpandableText>);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
