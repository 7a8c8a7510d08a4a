// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerReviewMessages } from '@shared/contracts/answer-origin';
import { signedIn, testLogin } from '@web/console/auth/test-session';
import { fakeApi, refusal, type ApiCall } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { ReviewPeriodControl } from './AnswerAge';
import { ReviewPeriodCard } from './ReviewPeriodCard';

const settings = (call: ApiCall) => (call.method === 'PUT' ? call.body : { answer_review_months: 12 });
const field = () => screen.findByRole('textbox', { name: /Answer review period \(months\)/ });

describe('the answer review period on the Settings page', () => {
  it("shows the organisation's period and saves a new one on Enter", async () => {
    const api = fakeApi(settings);
    renderUi(signedIn(<ReviewPeriodCard />));
    const months = await field();
    expect((months as HTMLInputElement).value).toBe('12');
    await userEvent.clear(months);
    await userEvent.type(months, '18{Enter}');
    expect(await screen.findByText(answerReviewMessages.updated)).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/knowledge-hub/settings/', body: { answer_review_months: 18 } }]);
  });

  it("refuses 0 months, or more than 120, with the contract's message on the field and saves nothing", async () => {
    const api = fakeApi(settings);
    renderUi(signedIn(<ReviewPeriodCard />));
    const months = await field();
    await userEvent.clear(months);
    await userEvent.type(months, '0{Enter}');
    expect(await screen.findByText(answerReviewMessages.months)).toBeTruthy();
    expect(months.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(months);
    await userEvent.type(months, '121');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(answerReviewMessages.months)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it("shows the server's refusal on the field", async () => {
    fakeApi((call) => (call.method === 'PUT' ? refusal(400, answerReviewMessages.months, 'answer_review_months') : settings(call)));
    renderUi(signedIn(<ReviewPeriodCard />));
    const months = await field();
    await userEvent.type(months, '{Enter}');
    expect(await screen.findByText(answerReviewMessages.months)).toBeTruthy();
    expect(months.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the period without a form to someone who may view the knowledge hub but not edit it', async () => {
    const api = fakeApi(settings);
    renderUi(signedIn(<ReviewPeriodCard />, testLogin({ knowledge_base: ['view'], settings: ['view', 'edit'] })));
    expect(await screen.findByText('Answers are reviewed every 12 months.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api.writes()).toEqual([]);
  });
});

describe("the answer review period in the library's toolbar", () => {
  it('opens the same form from the period shown, saves on Enter and closes', async () => {
    const api = fakeApi(settings);
    renderUi(<ReviewPeriodControl canEdit />);
    await userEvent.click(await screen.findByRole('button', { name: 'Review period: 12 months' }));
    const months = await field();
    await userEvent.clear(months);
    await userEvent.type(months, '6{Enter}');
    expect(await screen.findByText(answerReviewMessages.updated)).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/knowledge-hub/settings/', body: { answer_review_months: 6 } }]);
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });
});
