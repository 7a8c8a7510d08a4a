// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { knowledgeHubMessages as msg } from '@shared/contracts/knowledge-hub';
import { signedIn, testLogin } from '@web/console/auth/test-session';
import { fakeApi, type ApiCall } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { LibraryEntryDialog } from './LibraryEntryDialog';

const user = userEvent.setup({ delay: null });
const me = testLogin().user;
const product = { id: '9b2d6c1e-4f3a-4e5b-8c7d-1a2b3c4d5e6f', name: 'Acme Edge' };
const server = (save: (call: ApiCall) => unknown) => (call: ApiCall) => {
  if (call.method !== 'GET') return save(call);
  if (call.path === '/iam/user-manage/quick-list/') return [{ id: me.id, first_name: me.first_name, last_name: me.last_name, team_name: '' }];
  if (call.path === '/product/quick-list/') return { products: [product] };
  return {};
};

describe('the add answer dialog of the library', () => {
  it("shows the contract's messages for a missing question, answer and products, and adds nothing", async () => {
    const api = fakeApi(server(() => ({})));
    renderUi(signedIn(<LibraryEntryDialog state={{ id: null }} editable onClose={() => {}} />));
    await user.click(await screen.findByRole('switch', { name: 'Applies to all products' }));
    await user.click(screen.getByRole('button', { name: 'Add answer' }));
    expect(await screen.findByText(msg.questionRequired)).toBeTruthy();
    expect(screen.getByText(msg.answerRequired)).toBeTruthy();
    expect(screen.getByText(msg.productsRequired)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('adds the answer as the contract reads it: trimmed, an empty text as none, the signed-in user as owner', async () => {
    const api = fakeApi(server(() => ({ id: 'l1' })));
    renderUi(signedIn(<LibraryEntryDialog state={{ id: null }} editable onClose={() => {}} />));
    await user.click(await screen.findByRole('textbox', { name: /^Question/ }));
    await user.paste('  Do you encrypt data at rest?  ');
    await user.click(screen.getByRole('combobox', { name: 'Choice answer' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox', { name: /^Answer/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add answer' }));
    expect(await screen.findByText(msg.entryCreated)).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/knowledge-hub/library/',
        body: { question: 'Do you encrypt data at rest?', answer_choice: 'Yes', answer_text: null, all_products: true, product_ids: [], owner_id: me.id },
      },
    ]);
  });
});
