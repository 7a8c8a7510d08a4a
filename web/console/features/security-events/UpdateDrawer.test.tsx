// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { securityEventMessages as msg, type SecurityEvent, type SecurityEventUpdate } from '@shared/contracts/security-events';
import { fakeApi } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { UpdateDrawer } from './UpdateDrawer';

const event: SecurityEvent = {
  id: 'e1',
  name: 'Ransom note on a build server',
  internal_description: '',
  status: 'OPEN',
  created_at: '2025-01-01T00:00:00Z',
  modified_at: '2025-01-01T00:00:00Z',
  closed_at: null,
  created_by: null,
  products: [],
  customers: [],
  update_count: 0,
  public_update_count: 0,
  last_update_at: null,
  is_report_available: false,
  is_editable: true,
  public_url: null,
};

const published: SecurityEventUpdate = {
  id: 'u1',
  event_id: 'e1',
  title: 'We are investigating',
  description: 'A ransom note was found on one build server.',
  external_link: null,
  event_status: 'OPEN',
  customer_impact: false,
  is_public: true,
  created_at: '2025-01-01T00:00:00Z',
  created_by: null,
  notified_count: 0,
  acknowledged_count: 0,
};

describe('the update drawer of a security event', () => {
  it("asks for a title and a description with the contract's messages and publishes nothing", async () => {
    const api = fakeApi();
    renderUi(<UpdateDrawer event={event} opened onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish update' }));
    expect(await screen.findByText(msg.titleRequired)).toBeTruthy();
    expect(screen.getByText(msg.descriptionRequired)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('publishes the first update as the contract reads it: trimmed, no link, status Open, public', async () => {
    const api = fakeApi(() => published);
    renderUi(<UpdateDrawer event={event} opened onClose={() => {}} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Description' }), ' One build server. ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' We are investigating {Enter}');
    expect(await screen.findByText(msg.published)).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/security-event/e1/update/',
        body: {
          title: 'We are investigating',
          description: 'One build server.',
          external_link: null,
          event_status: 'OPEN',
          customer_impact: false,
          is_public: true,
        },
      },
    ]);
  });

  it('corrects an update without sending its status', async () => {
    const api = fakeApi(() => published);
    renderUi(<UpdateDrawer event={{ ...event, update_count: 1 }} editing={published} opened onClose={() => {}} />);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'We found the cause{Enter}');
    expect(await screen.findByText(msg.updateSaved)).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'PATCH',
        path: '/security-event/e1/update/u1/',
        body: { title: 'We found the cause', description: published.description, external_link: null, customer_impact: false, is_public: true },
      },
    ]);
  });
});
