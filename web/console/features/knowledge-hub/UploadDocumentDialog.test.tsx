// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { knowledgeHubMessages as msg } from '@shared/contracts/knowledge-hub';
import { signedIn, testLogin } from '@web/console/auth/test-session';
import { fakeApi, type ApiCall } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { UploadDocumentDialog } from './UploadDocumentDialog';

const user = userEvent.setup({ delay: null });
const me = testLogin().user;
const server = (save: (call: ApiCall) => unknown) => (call: ApiCall) => {
  if (call.method !== 'GET') return save(call);
  if (call.path === '/iam/user-manage/quick-list/') return [{ id: me.id, first_name: me.first_name, last_name: me.last_name, team_name: '' }];
  if (call.path === '/product/quick-list/') return { products: [] };
  return {};
};
const policy = () => new File(['# Encryption\nData is encrypted at rest.'], 'encryption.md', { type: 'text/markdown' });

describe('the upload document dialog of the knowledge hub', () => {
  it("asks for the file and for products with the contract's messages, and uploads nothing", async () => {
    const api = fakeApi(server(() => ({})));
    renderUi(signedIn(<UploadDocumentDialog opened onClose={() => {}} />));
    await user.click(await screen.findByRole('switch', { name: 'Applies to all products' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(msg.fileRequired)).toBeTruthy();
    expect(screen.getByText(msg.productsRequired)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('uploads the file with the fields as the contract reads them (the name trimmed, the signed-in user as owner) on Enter', async () => {
    const api = fakeApi(server(() => ({ id: 'd1' })));
    renderUi(signedIn(<UploadDocumentDialog opened onClose={() => {}} />));
    await user.upload(await screen.findByTestId('document-file-input'), policy());
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '  Encryption Standard  {Enter}');
    expect(await screen.findByText(msg.documentUploaded)).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/knowledge-hub/documents/',
        body: { file: expect.any(File), name: 'Encryption Standard', all_products: 'true', owner_id: me.id },
      },
    ]);
  });
});
