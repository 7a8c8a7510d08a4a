// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { knowledgeHubMessages, type DraftView } from '@shared/contracts/knowledge-hub';
import { fakeApi, type ApiCall } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { TryQuestion } from './TryQuestion';

const productId = '7b0c2a4e-3f1d-4a8e-9c6b-2d5e8f1a3b7c';
const draft: DraftView = {
  answer_choice: null,
  answer_text: 'Yes, for every employee.',
  flagged: false,
  confidence: 'high',
  score: 0.9,
  sources: [],
  reason: '',
  related: [],
};

function answer(call: ApiCall) {
  if (call.path === '/product/quick-list/') return { products: [{ id: productId, name: 'Acme Analytics' }] };
  if (call.path === '/knowledge-hub/search/') return { results: [] };
  return draft;
}

const openers = { onOpenDocument: () => {}, onOpenEntry: () => {} };

describe('try a question', () => {
  it("asks for the question with the contract's message and drafts nothing", async () => {
    const api = fakeApi(answer);
    renderUi(<TryQuestion {...openers} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Question' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Draft an answer' }));
    expect(await screen.findByText(knowledgeHubMessages.questionRequired)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('drafts the trimmed question for the product, text only, on Ctrl+Enter', async () => {
    const api = fakeApi(answer);
    renderUi(<TryQuestion {...openers} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Product' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Acme Analytics' }));
    await userEvent.click(screen.getByText('Text only'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Question' }), '  Do you enforce MFA?  {Control>}{Enter}{/Control}');
    expect(await screen.findByText(draft.answer_text!)).toBeTruthy();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/knowledge-hub/draft/', body: { question: 'Do you enforce MFA?', answer_options: null, product_id: productId } },
    ]);
  });

  it('offers Yes / No / N/A by default', async () => {
    const api = fakeApi(answer);
    renderUi(<TryQuestion {...openers} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Question' }), 'Do you encrypt backups?');
    await userEvent.click(screen.getByRole('button', { name: 'Draft an answer' }));
    expect(await screen.findByText(draft.answer_text!)).toBeTruthy();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/knowledge-hub/draft/', body: { question: 'Do you encrypt backups?', answer_options: ['Yes', 'No', 'N/A'], product_id: null } },
    ]);
  });
});
