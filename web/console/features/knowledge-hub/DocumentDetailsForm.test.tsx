// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { knowledgeHubMessages as msg, type KnowledgeDocument } from '@shared/contracts/knowledge-hub';
import { fakeApi, type ApiCall } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { DocumentDetailsForm } from './DocumentDetailsForm';

const user = userEvent.setup({ delay: null });
const doc: KnowledgeDocument = {
  id: 'd1',
  name: 'Encryption Standard',
  file: { name: 'encryption.pdf', url: '/files/d1', content_type: 'application/pdf', size: 1000 },
  format: 'pdf',
  owner: null,
  all_products: true,
  products: [],
  review_date: null,
  review_due: false,
  series_id: 'd1',
  version: 1,
  is_current: true,
  replaced_by: null,
  status: 'READY',
  parse_error: null,
  passage_count: 3,
  created_by: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};
const server = (save: (call: ApiCall) => unknown) => (call: ApiCall) =>
  call.method !== 'GET' ? save(call) : call.path === '/product/quick-list/' ? { products: [] } : [];

describe("a knowledge document's details form", () => {
  it("asks for the name and for products with the contract's messages, and changes nothing", async () => {
    const api = fakeApi(server(() => doc));
    renderUi(<DocumentDetailsForm doc={doc} editable />);
    await user.clear(await screen.findByRole('textbox', { name: /^Name/ }));
    await user.click(screen.getByRole('switch', { name: 'Applies to all products' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter the name')).toBeTruthy();
    expect(screen.getByText(msg.productsRequired)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('sends only what changed, as the contract reads it, on Enter', async () => {
    const api = fakeApi(server(() => doc));
    renderUi(<DocumentDetailsForm doc={doc} editable />);
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), ' 2026  {Enter}');
    expect(await screen.findByText(msg.documentUpdated)).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'PATCH', path: '/knowledge-hub/documents/d1/', body: { name: 'Encryption Standard 2026' } }]);
  });
});
