// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KbDocumentsModal } from './KbDocumentsModal';
import { fakeApi } from './testing/fake-api';
import { renderUi } from './testing/render';

const documents = [
  { id: 'd1', name: 'Security Policy', all_products: true, products: [] },
  { id: 'd2', name: 'Analytics Architecture', all_products: false, products: [{ id: 'p-analytics', name: 'Acme Analytics' }] },
  { id: 'd3', name: 'Identity Overview', all_products: false, products: [{ id: 'p-identity', name: 'Acme Identity' }] },
];

const modal = (productIds?: string[], initial?: string[]) =>
  renderUi(
    <KbDocumentsModal
      opened
      onClose={() => undefined}
      initial={initial}
      intro="Choose"
      emptyHint={() => null}
      actionLabel="Start AI"
      onConfirm={() => undefined}
      loading={false}
      productIds={productIds}
    />,
  );
const checked = (name: RegExp) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;

describe('choosing the documents the AI drafts from', () => {
  it("chooses at first the documents for all products and for the request's products, not another product's", async () => {
    fakeApi((call) => (call.path === '/knowledge-hub/documents/' ? { documents } : {}));
    modal(['p-analytics']);
    await screen.findByRole('checkbox', { name: /Identity Overview/ });
    expect(checked(/Security Policy/)).toBe(true);
    expect(checked(/Analytics Architecture/)).toBe(true);
    expect(checked(/Identity Overview/)).toBe(false);
    expect(screen.getByText('2 of 3 selected')).toBeTruthy();
  });

  it('chooses every document when the request names no product, and keeps the choice made last time', async () => {
    fakeApi((call) => (call.path === '/knowledge-hub/documents/' ? { documents } : {}));
    const first = modal([]);
    expect(await screen.findByText('3 of 3 selected')).toBeTruthy();
    first.unmount();
    modal(['p-analytics'], ['d3']);
    expect(await screen.findByText('1 of 3 selected')).toBeTruthy();
  });
});
