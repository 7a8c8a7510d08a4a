// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NO_FILES_MESSAGE } from '@shared/contracts/questionnaires';
import { signedIn } from '@web/console/auth/test-session';
import { fakeApi, type ApiCall } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { RequestDetailsPage } from './RequestDetailsPage';

const user = userEvent.setup({ delay: null });
const emptyRequest = {
  id: 'q1',
  req_num: 6,
  status: 'OPEN',
  priority: 'P3',
  priority_rule: null,
  customer_type: 'NEW',
  customer: { id: 'c1', name: 'Globex Financial' },
  source_relation_type: 'DIRECT',
  customer_mrr: null,
  owner: null,
  assignees: [],
  products: [],
  requestor: '',
  gtm_poc: null,
  due_date: null,
  due_date_source: null,
  customer_comments: '',
  progress_percentage: 0,
  approved_count: 0,
  question_count: 0,
  files: [],
  allowed_actions: { is_editable: true },
};

function renderPage(answer: (call: ApiCall) => unknown) {
  fakeApi(answer);
  renderUi(
    signedIn(
      <Routes>
        <Route path="/questionnaires/:questionnaireId" element={<RequestDetailsPage />} />
      </Routes>,
    ),
    { route: '/questionnaires/q1' },
  );
}

describe('a questionnaire request without files', () => {
  it('offers one Add files button, in its empty state', async () => {
    renderPage((call) => (call.path === '/questionnaire/request/q1/' ? emptyRequest : {}));
    expect(await screen.findByText(NO_FILES_MESSAGE)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add files' })).toHaveLength(1);
  });

  it('does not say "No files found" while a chosen file is uploading', async () => {
    let finish: (v: unknown) => void = () => {};
    renderPage((call) =>
      call.method === 'POST' ? new Promise((resolve) => (finish = resolve)) : call.path === '/questionnaire/request/q1/' ? emptyRequest : {},
    );
    await user.click(await screen.findByRole('button', { name: 'Add files' }));
    fireEvent.change(screen.getByTestId('questionnaire-file-input'), { target: { files: [new File(['x'], 'vendor-assessment.xlsx')] } });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' }).hasAttribute('data-loading')).toBe(true));
    expect(screen.queryByText(NO_FILES_MESSAGE)).toBeNull();
    finish(emptyRequest);
  });
});
