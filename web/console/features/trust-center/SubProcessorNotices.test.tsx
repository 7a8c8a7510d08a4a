// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { subProcessorNoticeMessages as msg } from '@shared/contracts/sub-processor-notices';
import { fakeApi } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { SubProcessorNotices } from './SubProcessorNotices';

const notice = {
  id: 'n1',
  title: 'Changes to our sub-processors',
  message: 'We are adding Mailgun as a sub-processor.',
  objection_days: 14,
  objection_deadline: '2025-01-15T00:00:00Z',
  is_open: true,
  created_at: '2025-01-01T00:00:00Z',
  created_by: 'Ada Lovelace',
  objection_count: 0,
  members_emailed: 3,
  public_url: 'http://localhost:3000/trust/globex/announcements/n1',
};

async function openDialog(answer: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(answer);
  renderUi(<SubProcessorNotices change={{ added: ['Mailgun'], removed: [] }} canAnnounce onAnnounced={() => {}} />);
  await userEvent.click(screen.getByRole('button', { name: 'Announce a change' }));
  return { api, dialog: within(await screen.findByRole('dialog', { name: 'Announce a sub-processor change' })) };
}

describe('announcing a sub-processor change', () => {
  it("refuses an empty title and an empty objection window with the contract's messages, announcing nothing", async () => {
    const { api, dialog } = await openDialog(() => ({ notices: [] }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Title' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Objection window' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Announce' }));
    expect(await dialog.findByText(msg.titleRequired)).toBeTruthy();
    expect(dialog.getByText(msg.days)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('announces the drafted change with the chosen window, as the contract reads it', async () => {
    const { api, dialog } = await openDialog(({ method }) => (method === 'POST' ? notice : { notices: [] }));
    expect((dialog.getByRole('textbox', { name: 'What changes' }) as HTMLTextAreaElement).value).toBe('We are adding Mailgun as a sub-processor.');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Objection window' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Objection window' }), '14{Enter}');
    expect(await screen.findByText(msg.announced)).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/tc-config/sub-processor-notice/',
        body: { title: 'Changes to our sub-processors', message: 'We are adding Mailgun as a sub-processor.', objection_days: 14 },
      },
    ]);
  });
});
