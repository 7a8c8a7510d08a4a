// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchInput } from './SearchInput';
import { renderUi } from './testing/render';

function Harness() {
  const [value, setValue] = useState('');
  return <SearchInput value={value} onChange={setValue} placeholder="Search questions" label="Search questions" />;
}

describe('SearchInput', () => {
  it('offers a Clear search button once something is typed, and clears the box from the keyboard', async () => {
    renderUi(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Search questions' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(box, 'encrypt');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear search' }));
    await userEvent.keyboard('{Enter}');
    expect((box as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box);
  });
});
