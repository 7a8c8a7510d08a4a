// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { topicMessages } from '@shared/contracts/security-topics';
import { limits } from '@shared/limits';
import { signedIn } from '@web/console/auth/test-session';
import { fakeApi } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { TopicFormPage } from './TopicFormPage';

const topicsCounted = (total: number) =>
  new Response(JSON.stringify({ data: { security_topics: [] }, pagination: { total_count: total, total_topics_count: total, page: 1, length: 1 } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('the add security topic form', () => {
  it('says at once that the limit is reached when opened by its address, and cannot be sent', async () => {
    fakeApi((call) => (call.path === '/tc-config/security-topic/' ? topicsCounted(limits.securityTopicsMax) : {}));
    renderUi(signedIn(<TopicFormPage />));
    expect(await screen.findByText(topicMessages.limit)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add Topic' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is open below the limit', async () => {
    fakeApi((call) => (call.path === '/tc-config/security-topic/' ? topicsCounted(limits.securityTopicsMax - 1) : {}));
    renderUi(signedIn(<TopicFormPage />));
    expect(await screen.findByRole('button', { name: 'Add Topic' })).toBeTruthy();
    expect(screen.queryByText(topicMessages.limit)).toBeNull();
    expect((screen.getByRole('button', { name: 'Add Topic' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
