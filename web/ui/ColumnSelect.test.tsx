// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnSelect } from './ColumnSelect';
import { renderUi } from './testing/render';

const columns = [
  { value: '1', label: 'A · Question ID' },
  { value: '5', label: 'E · CSP Implementation Description' },
];

describe('a column picker of the sheet mapping', () => {
  it('is wide enough for its longest column name beside its clear button, and names the chosen column on hover', () => {
    renderUi(<ColumnSelect label="ID column" data={columns} value="1" clearable onChange={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'ID column' });
    expect(input.getAttribute('title')).toBe('A · Question ID');
    const root = input.closest<HTMLElement>('.mantine-Select-root')!;
    expect(root.style.minWidth).toBe(`calc(${columns[1]!.label.length}ch + 64px)`);
  });
});
