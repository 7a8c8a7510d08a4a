// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeFilter } from './DateRangeFilter';
import { renderUi } from './testing/render';

describe('a date range filter above a list', () => {
  it('writes the chosen days as the console writes dates, not as mm/dd/yyyy', () => {
    renderUi(
      <DateRangeFilter label="Requested between" placeholder="Requested between…" from="2026-11-01" to="2026-11-05" onChange={() => {}} maxDate="2026-12-31" />,
    );
    expect(screen.getByRole('button', { name: 'Requested between' }).textContent).toBe('1 Nov 2026 – 5 Nov 2026');
  });

  it('filters once both days are picked, keeping the first one shown meanwhile', async () => {
    const onChange = vi.fn();
    renderUi(<DateRangeFilter label="Requested between" placeholder="Requested between…" from={null} to={null} onChange={onChange} maxDate="2999-12-31" />);
    await userEvent.click(screen.getByRole('button', { name: 'Requested between' }));
    const days = screen.getAllByRole('button').filter((b) => /^(3|9)$/.test(b.textContent ?? '') && !b.hasAttribute('data-outside'));
    await userEvent.click(days[0]!);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(days[1]!);
    expect(onChange).toHaveBeenCalledTimes(1);
    const [range] = onChange.mock.calls[0]!;
    expect(range[0] < range[1]).toBe(true);
    expect(range[0]).toMatch(/^\d{4}-\d{2}-03$/);
    expect(range[1]).toMatch(/^\d{4}-\d{2}-09$/);
  });
});
