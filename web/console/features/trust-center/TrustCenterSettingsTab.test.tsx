// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tcMessages } from '@shared/contracts/tc-config';
import { fakeApi, refusal } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { siteConfiguration } from './test-fixtures';
import { SlugForm } from './TrustCenterSettingsTab';

describe('the Trust Center address form', () => {
  it("marks the address required, and refuses an empty one with the contract's message, saving nothing", async () => {
    const api = fakeApi();
    renderUi(<SlugForm config={siteConfiguration()} canEdit />);
    const slug = screen.getByRole('textbox', { name: 'Trust Center address' });
    expect(slug.hasAttribute('required')).toBe(true);
    await userEvent.clear(slug);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(tcMessages.slugFormat)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('saves the address lowercased and trimmed as the contract reads it, on Enter', async () => {
    const api = fakeApi(() => siteConfiguration({ slug: 'globex-eu', public_url: 'http://localhost:3000/trust/globex-eu' }));
    renderUi(<SlugForm config={siteConfiguration()} canEdit />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Trust Center address' }), '-EU {Enter}');
    expect(await screen.findByText('settings updated')).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'PATCH', path: '/tc-config/site-configuration/', body: { slug: 'globex-eu' } }]);
  });

  it("shows the server's refusal on the address", async () => {
    fakeApi(() => refusal(409, tcMessages.slugTaken, 'slug'));
    renderUi(<SlugForm config={siteConfiguration()} canEdit />);
    const slug = screen.getByRole('textbox', { name: 'Trust Center address' });
    await userEvent.type(slug, '-inc{Enter}');
    expect(await screen.findByText(tcMessages.slugTaken)).toBeTruthy();
    expect(slug.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('changing the address of a published Trust Center', () => {
  it('asks first, saying the links already shared will break, and changes nothing when the person goes back', async () => {
    const api = fakeApi(() => siteConfiguration({ slug: 'globex-eu', public_url: 'http://localhost:3000/trust/globex-eu' }));
    renderUi(<SlugForm config={siteConfiguration({ is_published: true })} canEdit />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Trust Center address' }), '-eu{Enter}');
    expect(await screen.findByText(/stops working at once: links you have already shared there will break/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Change address' }));
    expect(await screen.findByText('settings updated')).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'PATCH', path: '/tc-config/site-configuration/', body: { slug: 'globex-eu' } }]);
  });
});
