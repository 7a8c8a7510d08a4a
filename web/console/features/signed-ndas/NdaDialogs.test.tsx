// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NdaVersion } from '@shared/contracts/gated-access';
import { fakeApi } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { NdaEditorDrawer } from './NdaDialogs';

const version = (text: string): NdaVersion => ({
  id: 'v1',
  version: 1,
  version_display: 'v1.0',
  is_material: true,
  is_current: true,
  created_at: '2025-01-01T00:00:00Z',
  created_by: null,
  signed_count: 0,
  text,
});

describe('the NDA editor drawer', () => {
  it("asks for the agreement text with the contract's message and saves no version", async () => {
    const api = fakeApi(() => ({ versions: [] }));
    renderUi(<NdaEditorDrawer opened onClose={() => {}} />);
    // The drawer opens once the versions and the editor have loaded.
    await userEvent.click(await screen.findByRole('button', { name: 'Save new version' }, { timeout: 8000 }));
    expect(await screen.findByText('Please write the NDA text')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('saves a new version from the current one, as a minor change when Material change is unticked', async () => {
    const api = fakeApi(({ method }) =>
      method === 'POST' ? { ...version('<p>Keep it secret.</p>'), version: 2, version_display: 'v2.0' } : { versions: [version('Keep it secret.')] },
    );
    renderUi(<NdaEditorDrawer opened onClose={() => {}} />);
    // The drawer opens once the versions and the editor have loaded.
    await userEvent.click(await screen.findByRole('checkbox', { name: /Material change/ }, { timeout: 8000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Save new version' }));
    expect(await screen.findByText('NDA v2.0 saved')).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/nda/versions/', body: { text: '<p>Keep it secret.</p>', is_material: false } }]);
  });

  it('closes at once when nothing was changed, and asks "Discard Changes?" before Cancel throws away an edit', async () => {
    fakeApi(() => ({ versions: [version('Keep it secret.')] }));
    const onClose = vi.fn();
    renderUi(<NdaEditorDrawer opened onClose={onClose} />);
    const material = await screen.findByRole('checkbox', { name: /Material change/ }, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(material);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard Changes?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('checkbox', { name: /Material change/ }) as HTMLInputElement).checked).toBe(false);
  });
});
