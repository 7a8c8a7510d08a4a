// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tcMessages } from '@shared/contracts/tc-config';
import { fakeApi } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { NdaDialog } from './NdaDialog';

describe('the Trust Center NDA dialog', () => {
  it("asks for the agreement text with the contract's message and saves nothing", async () => {
    const api = fakeApi(() => null);
    renderUi(<NdaDialog opened onClose={() => {}} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Agreement text' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save NDA' }));
    expect(await screen.findByText(tcMessages.ndaRequired)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('saves the trimmed text as a new version', async () => {
    const api = fakeApi(({ method }) => (method === 'POST' ? { text: 'Keep it secret.', version: 2, created_at: '2025-01-01T00:00:00Z' } : null));
    renderUi(<NdaDialog opened onClose={() => {}} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Agreement text' }), '  Keep it secret.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save NDA' }));
    expect(await screen.findByText(tcMessages.ndaSaved)).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/nda/', body: { text: 'Keep it secret.' } }]);
  });
});

describe('the NDA dialog for a role that may not change it', () => {
  it('shows the agreement to read, with Close and no editor', async () => {
    fakeApi(() => ({ text: 'MUTUAL NDA. Keep it secret.', version: 3, created_at: '2025-01-01T00:00:00Z' }));
    renderUi(<NdaDialog opened onClose={() => {}} readOnly />);
    expect((await screen.findByRole('document', { name: 'Agreement text' })).textContent).toContain('Keep it secret.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(/Each save keeps the earlier version/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
