// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PrioritizationView } from '@shared/contracts/questionnaires';
import { signedIn } from '@web/console/auth/test-session';
import { fakeApi } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { PrioritizationTab } from './PrioritizationTab';

const user = userEvent.setup({ delay: null });
const rules: PrioritizationView = {
  default_priority: 'P4',
  rules: [
    {
      id: '7d1f7a3c-2b4e-4c6d-9e8f-0a1b2c3d4e5f',
      name: 'Large accounts',
      is_active: true,
      conditions: [{ field: 'customer_mrr', op: 'gte', value: 10000 }],
      priority: 'P1',
      due_date_offset_days: null,
    },
  ] as PrioritizationView['rules'],
};

describe('the prioritisation rules', () => {
  it('keep an emptied MRR empty, say it is missing and save nothing (never a silent $0)', async () => {
    const api = fakeApi((call) =>
      call.path === '/questionnaire/prioritization/' && call.method === 'GET'
        ? rules
        : call.path.endsWith('/preview/')
          ? { rules: [], unmatched: [], changes: 0 }
          : { customers: [], products: [], users: [] },
    );
    renderUi(signedIn(<PrioritizationTab />));
    const mrr = await screen.findByRole('textbox', { name: 'MRR' });
    await user.clear(mrr);
    expect((mrr as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Enter an MRR amount.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Fill in the empty amounts before saving the rules.')).toBeTruthy();
    await waitFor(() => expect(api.writes().filter((c) => c.method === 'PUT')).toEqual([]));
    expect(api.writes().filter((c) => c.path.endsWith('/preview/') && JSON.stringify(c.body).includes('"value":0'))).toEqual([]);
  });
});
