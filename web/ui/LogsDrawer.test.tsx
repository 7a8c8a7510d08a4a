// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityLogEntry } from '@shared/contracts/activity';
import { LogsDrawer } from './LogsDrawer';
import { renderUi } from './testing/render';

const customerId = '33333333-3333-4333-8333-333333333333';
const log: ActivityLogEntry[] = Array.from({ length: 55 }, (_, i) => ({
  id: `row-${i + 1}`,
  group: 'other',
  action: 'updated',
  description: `Updated note ${i + 1}`,
  object_type: 'customer',
  object_id: customerId,
  object_name: 'Northwind Health',
  actor: { id: null, name: 'Ada Lovelace', email: null },
  metadata: {},
  created_at: new Date(Date.now() - i * 60_000).toISOString(),
}));

/** The server's side: pages of 10 by offset or after a cursor (here simply the id of the row before). */
function answer(url: URL) {
  const page = Number(url.searchParams.get('page'));
  const before = url.searchParams.get('before');
  const start = before ? log.findIndex((r) => r.id === before) + 1 : (page - 1) * 10;
  const rows = log.slice(start, start + 10);
  const next_cursor = start + 10 < log.length ? rows.at(-1)!.id : null;
  const pagination = { page, length: 10, total_count: log.length, total_pages: 6, total_count_capped: false, next_cursor };
  return { data: { activity_logs: rows }, pagination };
}

let asked: URL[] = [];
beforeEach(() => {
  asked = [];
  // A list taller than its box, as in a browser (jsdom lays nothing out): pages come when asked for.
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 2000 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const url = new URL(path, 'http://localhost');
      asked.push(url);
      return new Response(JSON.stringify(answer(url)), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollHeight');
});

const shown = () => screen.queryAllByTestId('activity-item').map((n) => n.textContent?.match(/note (\d+)/)?.[1]);

const pagesAsked = () => asked.map((u) => [u.searchParams.get('page'), u.searchParams.get('before')]);

describe('the logs drawer', () => {
  it('loads each next page after the last row shown, and a dropped page again from the same place', async () => {
    renderUi(<LogsDrawer opened onClose={() => {}} objectType="customer" objectId={customerId} />);
    await waitFor(() => expect(shown()).toHaveLength(10));
    for (let i = 0; i < 5; i++) {
      const before = asked.length;
      await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(asked.length).toBe(before + 1));
    }
    // Four pages are kept: the newest rows were dropped, and the end of the log is shown.
    await screen.findByText('End of the log');
    expect([shown()[0], shown().at(-1)]).toEqual(['21', '55']);
    expect(pagesAsked()).toEqual([
      ['1', null],
      ['2', 'row-10'],
      ['3', 'row-20'],
      ['4', 'row-30'],
      ['5', 'row-40'],
      ['6', 'row-50'],
    ]);
    expect(asked.every((u) => u.searchParams.get('object_type') === 'customer' && u.searchParams.get('object_id') === customerId)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Show newer activity' }));
    await waitFor(() => expect([shown()[0], shown().at(-1)]).toEqual(['11', '50']));
    expect(pagesAsked().at(-1)).toEqual(['2', 'row-10']);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });
});
