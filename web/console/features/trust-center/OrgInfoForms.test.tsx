// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tcMessages } from '@shared/contracts/tc-config';
import { fakeApi, refusal } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { CompanyForm, UptimeForm } from './OrgInfoForms';
import { siteConfiguration } from './test-fixtures';

describe('the organisation information forms', () => {
  it("refuses an uptime that is not a percentage and a status page that is not a link with the contract's messages, saving nothing", async () => {
    const api = fakeApi();
    renderUi(<UptimeForm config={siteConfiguration()} readOnly={false} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Uptime (%)' }), '101');
    await userEvent.type(screen.getByRole('textbox', { name: 'Status page URL' }), 'status page');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(tcMessages.uptimeFormat)).toBeTruthy();
    expect(screen.getByText(tcMessages.urlFormat)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('saves the uptime fields as the contract reads them, with the values they started from', async () => {
    const config = siteConfiguration();
    const api = fakeApi(() => config);
    renderUi(<UptimeForm config={config} readOnly={false} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Show uptime on the Trust Center' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Status page URL' }), ' https://status.globex.example ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Uptime (%)' }), ' 99.95 {Enter}');
    expect(await screen.findByText(tcMessages.saved)).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'PATCH',
        path: '/tc-config/site-configuration/',
        body: {
          uptime_enable: true,
          uptime_value: '99.95',
          uptime_redirect_url: 'https://status.globex.example',
          base: { uptime_enable: false, uptime_value: '', uptime_redirect_url: '' },
        },
      },
    ]);
  });

  it("shows the server's refusal on the field someone else changed meanwhile", async () => {
    fakeApi(() => refusal(409, tcMessages.changedMeanwhile, 'company_name'));
    renderUi(<CompanyForm config={siteConfiguration()} readOnly={false} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), ' Inc{Enter}');
    expect(await screen.findByText(tcMessages.changedMeanwhile)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Company name' }).getAttribute('aria-invalid')).toBe('true');
  });
});
