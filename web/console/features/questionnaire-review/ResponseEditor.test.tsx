// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { QuestionView } from '@shared/contracts/questions';
import { renderUi } from '@web/ui/testing/render';
import type { QuestionActions } from './api';
import { ResponseEditor } from './ResponseEditor';
import type { ResponseDraft } from './useResponseDraft';

/** A question read from the customer's file, not drafted by the AI: its answer cell already holds `choice`. */
function fromFile(choice: string | null, options: string[]): QuestionView {
  return {
    id: 'q1',
    sequence_num: 1,
    question: 'Company name',
    answer_text: '',
    answer_choice: choice,
    status: 'DRAFT',
    due_date: null,
    assignee: null,
    answer_options: options,
    available_options: [],
    answered_by: null,
    approved_by: null,
    approved_by_sme: false,
    source: [],
    review_months: 12,
    was_answered_by_ai_once: false,
    ai_answered: false,
    sme_status: null,
    has_comments: false,
    comment_count: 0,
    ai_regeneration_count: 0,
    ai_qna_feedback_action: null,
    confidence: null,
    confidence_level: null,
    flagged: false,
    flag_reason: null,
    stale_reason: null,
    group: 'Security Questions',
    section: null,
    external_ref: 'GEN-01',
    is_custom: false,
    previously: null,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    allowed_actions: {
      can_edit: true,
      can_delete: true,
      can_approve: true,
      can_assign: true,
      can_submit: false,
      can_reassign_to_owner: false,
      can_generate: false,
    },
  };
}

function Editor({ q }: { q: QuestionView }) {
  const [draft, setDraft] = useState({ answer_choice: q.answer_choice, answer_text: q.answer_text });
  const d = {
    draft,
    setDraft,
    dirty: false,
    busy: null,
    saveState: 'idle',
    conflict: null,
    canUndo: false,
    canRedo: false,
    kbFor: null,
  } as unknown as ResponseDraft;
  return <ResponseEditor q={q} d={d} actions={{} as QuestionActions} editable canGenerate={false} />;
}

describe('the response of a question whose answer cell the customer already filled', () => {
  it('shows the value of the answer cell when the question offers no options, and lets the reviewer change it', async () => {
    renderUi(<Editor q={fromFile('Northwind Widgets Ltd', [])} />);
    const cell = screen.getByRole('textbox', { name: 'Value in the answer cell of question 1' });
    expect(cell).toHaveProperty('value', 'Northwind Widgets Ltd');
    await userEvent.clear(cell);
    await userEvent.type(cell, 'Globex Financial');
    expect(cell).toHaveProperty('value', 'Globex Financial');
  });

  it('shows a value that is not one of the options in the choice, instead of an empty choice', () => {
    renderUi(<Editor q={fromFile('Y', ['Yes', 'No'])} />);
    expect(screen.getAllByLabelText('Choice for question 1').map((e) => (e as HTMLInputElement).value)).toContain('Y');
  });

  it('shows no extra field when the answer cell is empty and there are no options', () => {
    renderUi(<Editor q={fromFile(null, [])} />);
    expect(screen.queryByRole('textbox', { name: /answer cell/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Response to question 1' })).toBeTruthy();
  });
});
