// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settingsMessages } from '@shared/contracts/settings';
import { fakeApi, refusal } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { ReceiversForm } from './NotificationsTab';

const initial = { sales_team_email: '', legal_team_email: '' };

describe('the notification receivers form', () => {
  it("refuses an address that is not one with the contract's message when the field is left, and saves nothing", async () => {
    const api = fakeApi();
    renderUi(<ReceiversForm initial={initial} readOnly={false} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Sales team email/ }), 'sales-team');
    await userEvent.click(screen.getByRole('textbox', { name: /Legal team email/ }));
    expect(await screen.findByText(settingsMessages.emailInvalid)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.writes()).toEqual([]);
  });

  it('saves both addresses trimmed, as the contract reads them, on Enter', async () => {
    const api = fakeApi((call) => call.body);
    renderUi(<ReceiversForm initial={initial} readOnly={false} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Sales team email/ }), ' sales@acme.test ');
    await userEvent.type(screen.getByRole('textbox', { name: /Legal team email/ }), 'legal@acme.test {Enter}');
    expect(await screen.findByText(settingsMessages.updated)).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/core/internal-notification-receivers/',
        body: { internal_notification_receivers: { sales_team_email: 'sales@acme.test', legal_team_email: 'legal@acme.test' } },
      },
    ]);
  });

  it("shows the server's refusal on its field", async () => {
    fakeApi(() => refusal(400, settingsMessages.emailInvalid, 'internal_notification_receivers.legal_team_email'));
    renderUi(<ReceiversForm initial={initial} readOnly={false} />);
    const legal = screen.getByRole('textbox', { name: /Legal team email/ });
    await userEvent.type(legal, 'legal@acme.test{Enter}');
    expect(await screen.findByText(settingsMessages.emailInvalid)).toBeTruthy();
    expect(legal.getAttribute('aria-invalid')).toBe('true');
  });
});
