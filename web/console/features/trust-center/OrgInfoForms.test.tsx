// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tcMessages } from '@shared/contracts/tc-config';
import { fakeApi, refusal } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { ColorForm, CompanyForm, OverviewForm, PillarsForm, UptimeForm } from './OrgInfoForms';
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

  it("refuses a colour that is not six hex digits with the contract's message, and saves a valid one without its '#'", async () => {
    const config = siteConfiguration();
    const api = fakeApi(() => config);
    renderUi(<ColorForm config={config} readOnly={false} />);
    const colour = screen.getByRole('textbox', { name: 'Primary colour' });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#12{Enter}');
    expect(await screen.findByText(tcMessages.colorFormat)).toBeTruthy();
    expect(api.writes()).toEqual([]);
    await userEvent.clear(colour);
    await userEvent.type(colour, '#0B7285{Enter}');
    expect(await screen.findByText(tcMessages.saved)).toBeTruthy();
    expect(api.writes()).toEqual([
      { method: 'PATCH', path: '/tc-config/site-configuration/', body: { primary_color: '0b7285', base: { primary_color: '4263eb' } } },
    ]);
  });

  it('saves the security pillars, each field trimmed, in their order', async () => {
    const config = siteConfiguration();
    const api = fakeApi(() => config);
    renderUi(<PillarsForm config={config} readOnly={false} />);
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Description' })[1]!, ' Every change is reviewed. ');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Title' })[1]!, ' Secure by design {Enter}');
    expect(await screen.findByText(tcMessages.saved)).toBeTruthy();
    const [first, , third] = config.security_pillars;
    expect(api.writes()).toEqual([
      {
        method: 'PATCH',
        path: '/tc-config/site-configuration/',
        body: {
          security_pillars: [first, { kind: 'SECURITY_PILLAR_2', title: 'Secure by design', description: 'Every change is reviewed.' }, third],
          base: { security_pillars: config.security_pillars },
        },
      },
    ]);
  });

  it("marks the company name required and, emptied, refuses it with the contract's message, saving nothing", async () => {
    const api = fakeApi();
    renderUi(<CompanyForm config={siteConfiguration()} readOnly={false} />);
    const name = screen.getByRole('textbox', { name: 'Company name' });
    expect(name.hasAttribute('required')).toBe(true);
    await userEvent.clear(name);
    await userEvent.type(name, '   {Enter}');
    expect(await screen.findByText(tcMessages.companyNameRequired)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it("marks the overview required and refuses an overview without text with the contract's message, saving nothing", async () => {
    const api = fakeApi();
    renderUi(<OverviewForm config={siteConfiguration({ company_overview: '<p> </p>' })} readOnly={false} />);
    expect(screen.getByRole('textbox', { name: 'Overview' }).getAttribute('aria-required')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(tcMessages.overviewRequired)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });
});
