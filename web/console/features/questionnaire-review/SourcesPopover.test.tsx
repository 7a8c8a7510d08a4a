// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionView } from '@shared/contracts/questions';
import { renderUi } from '@web/ui/testing/render';
import { SourcesPopover } from './SourcesPopover';

const monthsAgo = (n: number) => new Date(Date.now() - (n * 30.44 + 3) * 86_400_000).toISOString();

/** A draft at medium confidence citing one library answer imported `age` months ago and never reviewed. */
function draftCiting(age: number, reviewMonths: number): QuestionView {
  return {
    id: 'q1',
    sequence_num: 4,
    question: 'Do you enforce MFA?',
    answer_text: 'Yes, for every employee.',
    answer_choice: 'Yes',
    status: 'DRAFT',
    due_date: null,
    assignee: null,
    answer_options: [],
    available_options: ['Yes', 'No', 'N/A'],
    answered_by: null,
    approved_by: null,
    approved_by_sme: false,
    source: [
      {
        kind: 'library',
        id: 'a1',
        name: 'Is MFA enforced?',
        url: null,
        created_at: null,
        excerpt: 'MFA for everyone.',
        origin: {
          source: 'import',
          reference: 'Northwind CAIQ.xlsx',
          approved_how: null,
          reviewed_by: null,
          reviewed_at: null,
          created_at: monthsAgo(age),
          stale_reason: null,
        },
      },
    ],
    review_months: reviewMonths,
    was_answered_by_ai_once: true,
    ai_answered: true,
    sme_status: null,
    has_comments: false,
    comment_count: 0,
    ai_regeneration_count: 0,
    ai_qna_feedback_action: null,
    confidence: 0.6,
    confidence_level: 'medium',
    flagged: false,
    flag_reason: null,
    stale_reason: null,
    group: 'Sheet1',
    section: null,
    external_ref: null,
    is_custom: false,
    previously: null,
    created_at: monthsAgo(0),
    updated_at: monthsAgo(0),
    allowed_actions: {
      can_edit: true,
      can_delete: true,
      can_approve: true,
      can_assign: true,
      can_submit: false,
      can_reassign_to_owner: false,
      can_generate: true,
    },
  };
}

async function openSources(q: QuestionView) {
  renderUi(<SourcesPopover q={q} />);
  await userEvent.click(screen.getByRole('button', { name: 'Medium confidence: sources of response 4' }));
  return (await screen.findByTestId('source-origin')).textContent;
}

describe("a draft's sources on the review screen", () => {
  it("measure a library answer's age against the organisation's review period, not a default of 12 months", async () => {
    expect(await openSources(draftCiting(8, 6))).toContain('Never reviewed; added 8 months ago — past the 6-month review period');
  });

  it('do not call an answer past the review period when the organisation allows longer', async () => {
    const origin = await openSources(draftCiting(14, 24));
    expect(origin).toContain('Never reviewed; added 14 months ago');
    expect(origin).not.toContain('past the');
  });

  it('say why a draft has its confidence, and no longer once a person wrote the response', async () => {
    const reason = 'Drafted from 1 supporting source (match 90%). It does not name its subject, so it was read with its section “Incident Response”.';
    renderUi(<SourcesPopover q={{ ...draftCiting(1, 12), flag_reason: reason }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Medium confidence: sources of response 4' }));
    expect((await screen.findByTestId('draft-reason')).textContent).toBe(reason);
  });

  it('show no reason for a response a person wrote', async () => {
    renderUi(<SourcesPopover q={{ ...draftCiting(1, 12), ai_answered: false, flag_reason: 'Drafted from 1 supporting source.' }} />);
    await userEvent.click(screen.getByRole('button', { name: '1 source: sources of response 4' }));
    await screen.findByText('Is MFA enforced?');
    expect(screen.queryByTestId('draft-reason')).toBeNull();
  });
});
