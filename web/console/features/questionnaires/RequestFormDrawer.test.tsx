// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormOptions } from '@shared/contracts/questionnaires';
import { signedIn, testLogin } from '@web/console/auth/test-session';
import { fakeApi, refusal, type ApiCall } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { RequestFormDrawer } from './RequestFormDrawer';

const user = userEvent.setup({ delay: null });
const me = testLogin().user;
const northwind = { id: '5d1f7a3c-2b4e-4c6d-9e8f-0a1b2c3d4e5f', name: 'Northwind Health' };
const options: FormOptions = {
  customers: [northwind],
  products: [],
  users: [{ id: me.id, full_name: 'Ada Admin', team_name: '', role: 'Admin', role_slug: 'admin' }],
};
const server = (save: (call: ApiCall) => unknown) => (call: ApiCall) => (call.method === 'GET' ? options : save(call));

async function chooseCustomer() {
  await user.click(await screen.findByRole('combobox', { name: /^Customer/ }));
  await user.click(await screen.findByRole('option', { name: northwind.name }));
}

describe('the new questionnaire request drawer', () => {
  it("asks for the customer with the contract's message and creates nothing", async () => {
    const api = fakeApi(server(() => ({})));
    renderUi(signedIn(<RequestFormDrawer opened onClose={() => {}} />));
    await user.click(await screen.findByRole('button', { name: 'Create request' }));
    expect(await screen.findByText('Please choose a customer.')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('creates the request with the values as the contract reads them (no MRR is none, trimmed texts)', async () => {
    const api = fakeApi(server(() => ({ id: 'q1' })));
    renderUi(signedIn(<RequestFormDrawer opened onClose={() => {}} />));
    await chooseCustomer();
    await user.click(screen.getByRole('textbox', { name: 'Requestor' }));
    await user.paste('  Jane Doe, CISO ');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Request created')).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/questionnaire/request/',
        body: {
          customer: northwind.id,
          customer_type: 'NEW',
          source_relation_type: 'DIRECT',
          customer_mrr: null,
          products: [],
          requestor: 'Jane Doe, CISO',
          customer_comments: '',
          gtm_poc: null,
          owner: me.id,
          assignees: [],
          due_date: null,
        },
      },
    ]);
  });

  it('keeps the minus sign of a negative MRR and says it cannot be negative, instead of saving $500', async () => {
    const api = fakeApi(server(() => ({ id: 'q1' })));
    renderUi(signedIn(<RequestFormDrawer opened onClose={() => {}} />));
    await chooseCustomer();
    const mrr = screen.getByRole('textbox', { name: /^MRR/ });
    await user.click(mrr);
    await user.keyboard('-500');
    await user.tab();
    expect((mrr as HTMLInputElement).value).toBe('-$500');
    await user.click(screen.getByRole('button', { name: 'Create request' }));
    expect(await screen.findByText('MRR cannot be negative.')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it("shows the server's refusal on its field", async () => {
    fakeApi(server(() => refusal(400, 'Please choose a customer from the list.', 'customer')));
    renderUi(signedIn(<RequestFormDrawer opened onClose={() => {}} />));
    await chooseCustomer();
    await user.click(screen.getByRole('button', { name: 'Create request' }));
    expect((await screen.findAllByText('Please choose a customer from the list.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: /^Customer/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before Escape throws away a half-filled request, and keeps it on No', async () => {
    fakeApi(server(() => ({})));
    const onClose = vi.fn();
    renderUi(signedIn(<RequestFormDrawer opened onClose={onClose} />));
    await user.click(await screen.findByRole('textbox', { name: 'Requestor' }));
    await user.paste('Jane Doe, CISO');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Discard Changes?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Requestor' }) as HTMLInputElement).value).toBe('Jane Doe, CISO');
  });
});
