// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '@web/console/auth/test-session';
import { fakeApi, type ApiCall } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { QuestionnairesSettingsTab } from './settings-questionnaires-tab';

function answer(call: ApiCall) {
  if (call.path === '/knowledge-hub/settings/') return { answer_review_months: 12 };
  if (call.path === '/questionnaire/prioritization/') return { default_priority: 'MEDIUM', rules: [] };
  if (call.path.endsWith('/form-options/')) return { customers: [], products: [], users: [] };
  return {};
}

describe('Settings › Questionnaires', () => {
  it("holds the knowledge hub's answer review period next to the prioritisation rules", async () => {
    fakeApi(answer);
    renderUi(signedIn(<QuestionnairesSettingsTab />));
    expect(await screen.findByRole('heading', { name: 'Answer review period' })).toBeTruthy();
    expect(((await screen.findByRole('textbox', { name: /Answer review period \(months\)/ })) as HTMLInputElement).value).toBe('12');
  });
});
