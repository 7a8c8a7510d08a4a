// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { knowledgeHubMessages as msg, type KnowledgeDocument } from '@shared/contracts/knowledge-hub';
import { fakeApi, refusal, type ApiCall } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { ReplaceVersionDialog } from './ReplaceVersionDialog';

const user = userEvent.setup({ delay: null });
const doc: KnowledgeDocument = {
  id: 'd1',
  name: 'Encryption Standard',
  file: { name: 'encryption.md', url: '/files/d1', content_type: 'text/markdown', size: 1000 },
  format: 'markdown',
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
const server = (save: (call: ApiCall) => unknown) => (call: ApiCall) => (call.method !== 'GET' ? save(call) : {});
const version2 = () => new File(['# Encryption\nData is encrypted at rest with AES-256.'], 'encryption-v2.md', { type: 'text/markdown' });

describe('the new version dialog of a knowledge document', () => {
  it("asks for the file with the contract's message, and uploads nothing", async () => {
    const api = fakeApi(server(() => ({ ...doc, id: 'd2', version: 2 })));
    renderUi(<ReplaceVersionDialog document={doc} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Upload version 2' }));
    expect(await screen.findByText(msg.fileRequired)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('uploads the new file, and keeps the name of the document', async () => {
    const api = fakeApi(server(() => ({ ...doc, id: 'd2', version: 2 })));
    renderUi(<ReplaceVersionDialog document={doc} onClose={() => {}} />);
    await user.upload(await screen.findByTestId('replace-file-input'), version2());
    await user.click(screen.getByRole('button', { name: 'Upload version 2' }));
    expect(await screen.findByText(msg.documentReplaced)).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/knowledge-hub/documents/d1/replace/', body: { file: expect.any(File) } }]);
  });

  it("shows the server's refusal of the file under the drop zone", async () => {
    fakeApi(server(() => refusal(400, msg.notCurrent, 'file')));
    renderUi(<ReplaceVersionDialog document={doc} onClose={() => {}} />);
    await user.upload(await screen.findByTestId('replace-file-input'), version2());
    await user.click(screen.getByRole('button', { name: 'Upload version 2' }));
    expect((await screen.findByTestId('file-error')).textContent).toBe(msg.notCurrent);
  });
});
