// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { crmMessages } from '@shared/contracts/crm';
import type { CrmDetails } from '@shared/contracts/settings';
import { fakeApi, refusal } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { CrmConnectForm } from './CrmConnection';

const details: CrmDetails = {
  provider: 'salesforce',
  callback_url: 'http://localhost:3000/api/v1/salesforce/callback/',
  connection: null,
  status: null,
  last_data_imported_at: null,
  submitted_at: null,
  submitted_by: null,
  details: null,
};

describe('the Salesforce connect form', () => {
  it("asks for the consumer key and secret with the contract's messages and sends nothing", async () => {
    const api = fakeApi();
    renderUi(<CrmConnectForm details={details} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Consumer key/ }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Connect with Salesforce' }));
    expect(await screen.findByText(crmMessages.clientIdRequired)).toBeTruthy();
    expect(screen.getByText(crmMessages.clientSecretRequired)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('sends the connected app as the contract reads it on Enter, then goes to Salesforce', async () => {
    const api = fakeApi(() => ({ authorize_url: '#salesforce' }));
    renderUi(<CrmConnectForm details={details} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Consumer key/ }), ' 3MVG9-key ');
    await userEvent.type(screen.getByLabelText(/Consumer secret/), 's3cret{Enter}');
    await waitFor(() => expect(window.location.hash).toBe('#salesforce'));
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/salesforce/connect/', body: { login_url: 'https://login.salesforce.com', client_id: '3MVG9-key', client_secret: 's3cret' } },
    ]);
  });

  it("shows the server's refusal on the login URL", async () => {
    fakeApi(() => refusal(400, crmMessages.loginUrlInvalid, 'login_url'));
    renderUi(<CrmConnectForm details={details} />);
    const loginUrl = screen.getByRole('textbox', { name: /Login URL/ });
    await userEvent.clear(loginUrl);
    await userEvent.type(loginUrl, 'salesforce');
    await userEvent.type(screen.getByRole('textbox', { name: /Consumer key/ }), 'key');
    await userEvent.type(screen.getByLabelText(/Consumer secret/), 'secret{Enter}');
    expect(await screen.findByText(crmMessages.loginUrlInvalid)).toBeTruthy();
    expect(loginUrl.getAttribute('aria-invalid')).toBe('true');
  });
});
