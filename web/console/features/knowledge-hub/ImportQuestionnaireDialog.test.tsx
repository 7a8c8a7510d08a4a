// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { knowledgeHubMessages as msg, type ImportResult } from '@shared/contracts/knowledge-hub';
import { signedIn, testLogin } from '@web/console/auth/test-session';
import { fakeApi, type ApiCall } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { ImportQuestionnaireDialog } from './ImportQuestionnaireDialog';

const user = userEvent.setup({ delay: null });
const me = testLogin().user;
const product = { id: '9b2d6c1e-4f3a-4e5b-8c7d-1a2b3c4d5e6f', name: 'Acme Edge' };
const server = (save: (call: ApiCall) => unknown) => (call: ApiCall) => {
  if (call.method !== 'GET') return save(call);
  if (call.path === '/iam/user-manage/quick-list/') return [{ id: me.id, first_name: me.first_name, last_name: me.last_name, team_name: '' }];
  if (call.path === '/product/quick-list/') return { products: [product] };
  return {};
};
const result: ImportResult = { source_reference: 'caiq.csv', imported: 2, unanswered: 0, grouped: 0, conflicts: 0 };
const caiq = () => new File(['Question,Answer\nDo you encrypt data at rest?,Yes\n'], 'caiq.csv', { type: 'text/csv' });
const dialog = <ImportQuestionnaireDialog opened onClose={() => {}} onShowUnanswered={() => {}} onShowConflicts={() => {}} />;

describe('the import dialog of the answer library', () => {
  it("asks for the file and for products with the contract's messages, and imports nothing", async () => {
    const api = fakeApi(server(() => result));
    renderUi(signedIn(dialog));
    await user.click(await screen.findByRole('switch', { name: 'Applies to all products' }));
    await user.click(screen.getByRole('button', { name: 'Import answers' }));
    expect(await screen.findByText(msg.fileRequired)).toBeTruthy();
    expect(screen.getByText(msg.productsRequired)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('imports the file for the chosen products, the signed-in user owning the answers', async () => {
    const api = fakeApi(server(() => result));
    renderUi(signedIn(dialog));
    await user.upload(await screen.findByTestId('import-file-input'), caiq());
    await user.click(screen.getByRole('switch', { name: 'Applies to all products' }));
    await user.click(screen.getByPlaceholderText('Choose products'));
    await user.click(await screen.findByRole('option', { name: product.name }));
    await user.click(screen.getByRole('button', { name: 'Import answers' }));
    expect(await screen.findByTestId('import-result')).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/knowledge-hub/library/import/',
        body: { file: expect.any(File), all_products: 'false', product_ids: product.id, owner_id: me.id },
      },
    ]);
  });
});
