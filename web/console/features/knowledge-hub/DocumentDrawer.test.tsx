// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { KnowledgeDocument } from '@shared/contracts/knowledge-hub';
import { fakeApi, type ApiCall } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { DocumentDrawer } from './DocumentDrawer';

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
  passage_count: 0,
  created_by: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};
const server = ({ path }: ApiCall) =>
  path === '/knowledge-hub/documents/d1/' ? doc : path.endsWith('/passages/') ? { passages: [] } : path === '/product/quick-list/' ? { products: [] } : [];
const perms = { canCreate: true, canEdit: true, canDelete: true };

describe("a knowledge document's drawer", () => {
  it('closes at once when nothing was changed', async () => {
    fakeApi(server);
    const onClose = vi.fn();
    renderUi(<DocumentDrawer id="d1" perms={perms} onClose={onClose} onOpen={() => {}} onReplace={() => {}} />);
    await screen.findByRole('textbox', { name: /^Name/ });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks "Discard Changes?" before Escape throws away an edited name, and keeps the edit on No', async () => {
    const api = fakeApi(server);
    const onClose = vi.fn();
    renderUi(<DocumentDrawer id="d1" perms={perms} onClose={onClose} onOpen={() => {}} onReplace={() => {}} />);
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), ' 2026');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Discard Changes?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Encryption Standard 2026');
    expect(api.writes()).toEqual([]);
  });
});
