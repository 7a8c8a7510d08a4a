// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tcMessages } from '@shared/contracts/tc-config';
import { fakeApi, refusal } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { siteConfiguration } from './test-fixtures';
import { TrustedByEditor } from './TrustedByEditor';

async function openDialog() {
  renderUi(<TrustedByEditor config={siteConfiguration()} readOnly={false} />);
  await userEvent.click(screen.getByRole('button', { name: 'Add logo' }));
  return within(await screen.findByRole('dialog', { name: 'Add a customer logo' }));
}

describe('the trusted-by logo dialog', () => {
  it("asks for the customer's name and a valid website with the contract's messages, and adds nothing", async () => {
    const api = fakeApi();
    const dialog = await openDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Website' }), 'not a link');
    await userEvent.click(dialog.getByRole('button', { name: 'Add logo' }));
    expect(await dialog.findByText('Please enter a name')).toBeTruthy();
    expect(dialog.getByText(tcMessages.urlFormat)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('adds the logo with the trimmed name and website on Enter', async () => {
    const api = fakeApi(() => ({ id: 'l1' }));
    const dialog = await openDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Website' }), ' https://globex.example ');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Customer name' }), '  Globex  {Enter}');
    expect(await screen.findByText('Logo added')).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/tc-config/trusted-by/', body: { name: 'Globex', website_url: 'https://globex.example' } }]);
  });

  it("shows the server's refusal of the logo on the logo field", async () => {
    fakeApi(() => refusal(400, 'Logo: Upload a PNG, JPEG, WebP or GIF image', 'logo'));
    const dialog = await openDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Customer name' }), 'Globex{Enter}');
    expect(await dialog.findByText('Upload a PNG, JPEG, WebP or GIF image')).toBeTruthy();
  });
});
