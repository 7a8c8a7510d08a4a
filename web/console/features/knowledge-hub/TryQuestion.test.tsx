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
  if (call.path === '/knowledge-hub/settings/') return { answer_review_months: 6 };
  if (call.path === '/product/quick-list/') return { products: [{ id: productId, name: 'Acme Analytics' }] };
  if (call.path === '/knowledge-hub/search/') return { results: [] };
  return draft;
}

const openers = { onOpenDocument: () => {}, onOpenEntry: () => {} };
const monthsAgo = (n: number) => new Date(Date.now() - (n * 30.44 + 3) * 86_400_000).toISOString();
const origin = { approved_how: null, reviewed_by: null, reviewed_at: null, stale_reason: null } as const;

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

  it('lists the nearest library questions apart from the sources, as questions for comparison, with their answer and products', async () => {
    const withRelated: DraftView = {
      ...draft,
      related: [{ kind: 'library', id: 'r1', name: 'Is MFA required for contractors?', url: '', excerpt: '', answer_choice: 'No', products: 'All products' }],
    };
    fakeApi((call) => (call.path === '/knowledge-hub/draft/' ? withRelated : answer(call)));
    renderUi(<TryQuestion {...openers} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Question' }), 'Do you enforce MFA?');
    await userEvent.click(screen.getByRole('button', { name: 'Draft an answer' }));
    expect(await screen.findByText('Similar questions in the library')).toBeTruthy();
    expect(screen.getByText('Is MFA required for contractors?')).toBeTruthy();
    expect(screen.getByText('All products')).toBeTruthy();
    // Not presented as answers for other products: they are for any product, and not cited.
    expect(screen.queryByText(/Answered for other products/)).toBeNull();
  });

  it("shows each cited library answer's origin and age against the organisation's review period, and why it needs review", async () => {
    const cited: DraftView = {
      ...draft,
      sources: [
        {
          kind: 'library',
          id: 'a1',
          name: 'Do you enforce MFA?',
          url: '',
          excerpt: 'MFA for everyone.',
          origin: { ...origin, source: 'import', reference: 'Northwind CAIQ.xlsx', created_at: monthsAgo(8) },
        },
        {
          kind: 'library',
          id: 'a2',
          name: 'Is MFA required for admins?',
          url: '',
          excerpt: 'Hardware keys.',
          origin: {
            ...origin,
            source: 'approved',
            reference: 'REQ-12 · Vendor.xlsx',
            approved_how: 'ai_bulk',
            reviewed_by: 'Ann Lee',
            reviewed_at: monthsAgo(2),
            created_at: monthsAgo(2),
            stale_reason: '"Access Control Policy" has a new version (v3)',
          },
        },
        { kind: 'document', id: 'd1', name: 'Access Control Policy', url: '', excerpt: 'MFA is enforced.' },
      ],
    };
    fakeApi((call) => (call.path === '/knowledge-hub/draft/' ? cited : answer(call)));
    renderUi(<TryQuestion {...openers} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Question' }), 'Do you enforce MFA?');
    await userEvent.click(screen.getByRole('button', { name: 'Draft an answer' }));
    const [imported, approved, document] = await screen.findAllByTestId('draft-source');
    expect(imported!.textContent).toMatch(/Imported from Northwind CAIQ\.xlsx on \d+ \w+ \d{4}/);
    expect(imported!.textContent).toContain('Never reviewed; added 8 months ago — past the 6-month review period');
    expect(approved!.textContent).toContain('AI draft approved in bulk by Ann Lee, not edited');
    expect(approved!.textContent).toContain('Reviewed 2 months ago');
    expect(approved!.textContent).not.toContain('past the');
    expect(approved!.textContent).toContain('Needs review: "Access Control Policy" has a new version (v3)');
    expect(document!.textContent).not.toMatch(/reviewed|Imported/i);
  });
});
