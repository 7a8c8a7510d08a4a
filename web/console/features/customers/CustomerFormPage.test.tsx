// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerMessages } from '@shared/contracts/customers';
import { signedIn } from '@web/console/auth/test-session';
import { fakeApi, refusal } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { CustomerFormPage } from './CustomerFormPage';

const user = userEvent.setup({ delay: null });

describe('the add customer account form', () => {
  it("shows the contract's messages for a missing name and a public domain left in the box, and sends nothing", async () => {
    const api = fakeApi();
    renderUi(signedIn(<CustomerFormPage />));
    await user.type(await screen.findByRole('combobox', { name: 'Whitelisted Domains' }), 'gmail.com');
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText(customerMessages.nameRequired)).toBeTruthy();
    expect(screen.getByText(customerMessages.publicDomain('gmail.com'))).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('sends the account as the contract reads it: trimmed name, cleaned-up domains (the one still in the box too), no CRM ID', async () => {
    const api = fakeApi(() => ({ id: 'c1' }));
    renderUi(signedIn(<CustomerFormPage />));
    await user.type(await screen.findByRole('textbox', { name: /^Customer Name/ }), '  Stark Medical ');
    const domains = screen.getByRole('combobox', { name: 'Whitelisted Domains' });
    await user.type(domains, '@StarkMedical.com,');
    await user.type(domains, 'stark-labs.io');
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText(customerMessages.created)).toBeTruthy();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/customer/', body: { name: 'Stark Medical', whitelisted_domains: ['starkmedical.com', 'stark-labs.io'], crm_account_id: null } },
    ]);
  });

  it("shows the server's refusal on the name, and Enter sends again", async () => {
    const answers = [refusal(409, customerMessages.nameTaken('Northwind Health'), 'name'), { id: 'c1' }];
    const api = fakeApi(() => answers.shift());
    renderUi(signedIn(<CustomerFormPage />));
    const name = await screen.findByRole('textbox', { name: /^Customer Name/ });
    await user.type(name, 'Northwind Health{Enter}');
    expect(await screen.findByText(customerMessages.nameTaken('Northwind Health'))).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await user.type(name, ' EU{Enter}');
    expect(await screen.findByText(customerMessages.created)).toBeTruthy();
    expect(api.writes().map((c) => c.body)).toEqual([
      { name: 'Northwind Health', whitelisted_domains: [], crm_account_id: null },
      { name: 'Northwind Health EU', whitelisted_domains: [], crm_account_id: null },
    ]);
  });
});
