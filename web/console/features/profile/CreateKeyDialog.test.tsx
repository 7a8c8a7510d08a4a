// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiKeyMessages } from '@shared/contracts/api-keys';
import { fakeApi, refusal } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { CreateKeyDialog } from './CreateKeyDialog';

const created = { id: 'k1', name: 'Nightly export', prefix: 'trk_ab', created_at: '2025-01-01T00:00:00Z', last_used_at: null, key: 'trk_abcdef' };

describe('the create API key dialog', () => {
  it("asks for a name with the contract's message and creates nothing", async () => {
    const api = fakeApi();
    renderUi(<CreateKeyDialog onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(apiKeyMessages.nameRequired)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('creates the key with the trimmed name on Enter, then shows it once', async () => {
    const api = fakeApi(() => created);
    renderUi(<CreateKeyDialog onClose={() => {}} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), '  Nightly export  {Enter}');
    expect(await screen.findByTestId('new-api-key')).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/iam/api-keys/', body: { name: 'Nightly export' } }]);
  });

  it("shows the server's refusal on the name", async () => {
    fakeApi(() => refusal(400, 'Name: Keep the name under 80 characters', 'name'));
    renderUi(<CreateKeyDialog onClose={() => {}} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'CI{Enter}');
    expect(await screen.findByText('Keep the name under 80 characters')).toBeTruthy();
  });
});
