// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ssoMessages, type SsoOverview } from '@shared/contracts/sso';
import { fakeApi, refusal } from '@web/ui/testing/fake-api';
import { renderUi } from '@web/ui/testing/render';
import { OidcForm, SamlForm } from './SsoConnectionsCard';

const roleId = '5d1f0c3a-8b2e-4f6a-9c7d-1e2f3a4b5c6d';
const overview: SsoOverview = {
  connections: [],
  roles: [{ id: roleId, name: 'Viewer' }],
  oidc_redirect_uri: 'http://localhost:3000/api/v1/core/sso/oidc/callback/',
  saml: {
    entity_id: 'http://localhost:3000/saml',
    acs_url: 'http://localhost:3000/saml/acs',
    metadata_url: 'http://localhost:3000/saml/metadata',
    metadata_xml: '<xml/>',
  },
};

describe('the single sign-on forms', () => {
  it("asks for the issuer, client ID and domains with the contract's messages and sends nothing", async () => {
    const api = fakeApi();
    renderUi(<OidcForm overview={overview} current={undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(ssoMessages.issuerInvalid)).toBeTruthy();
    expect(screen.getByText(ssoMessages.clientIdRequired)).toBeTruthy();
    expect(screen.getByText(ssoMessages.domainInvalid)).toBeTruthy();
    expect(screen.getByText(ssoMessages.secretRequired)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('submits the OpenID Connect provider as the contract reads it, domains one per line, on Enter', async () => {
    const api = fakeApi();
    renderUi(<OidcForm overview={overview} current={undefined} />);
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail domains/ }), 'Acme.test\nacme.example');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Require single sign-on for these domains' }));
    await userEvent.type(screen.getByLabelText(/Client secret/), 's3cret');
    await userEvent.type(screen.getByRole('textbox', { name: /Client ID/ }), ' trustroom ');
    await userEvent.type(screen.getByRole('textbox', { name: /Issuer/ }), ' https://login.acme.test {Enter}');
    expect(await screen.findByText(ssoMessages.submitted)).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/core/sso/connections/oidc/',
        body: {
          domains: ['acme.test', 'acme.example'],
          jit_enabled: false,
          jit_role_id: null,
          sso_required: true,
          issuer: 'https://login.acme.test',
          client_id: 'trustroom',
          client_secret: 's3cret',
        },
      },
    ]);
  });

  it('asks for the metadata and the role of new users, then submits the SAML provider', async () => {
    const api = fakeApi();
    renderUi(<SamlForm overview={overview} current={undefined} />);
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail domains/ }), 'acme.test');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Create users on their first sign-in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(ssoMessages.metadataRequired)).toBeTruthy();
    expect(screen.getByText(ssoMessages.roleInvalid)).toBeTruthy();
    expect(api.writes()).toEqual([]);
    await userEvent.click(screen.getByPlaceholderText('Choose a role'));
    await userEvent.click(await screen.findByRole('option', { name: 'Viewer' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Identity provider metadata URL' }), 'https://idp.acme.test/metadata{Enter}');
    expect(await screen.findByText(ssoMessages.submitted)).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/core/sso/connections/saml/',
        body: {
          domains: ['acme.test'],
          jit_enabled: true,
          jit_role_id: roleId,
          sso_required: false,
          metadata_url: 'https://idp.acme.test/metadata',
          metadata_xml: '',
        },
      },
    ]);
  });

  it("shows the server's refusal on its field", async () => {
    fakeApi(() => refusal(400, ssoMessages.domainTaken, 'domains'));
    renderUi(<SamlForm overview={overview} current={undefined} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Identity provider metadata URL' }), 'https://idp.acme.test/metadata');
    const domains = screen.getByRole('textbox', { name: /E-mail domains/ });
    await userEvent.type(domains, 'acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(ssoMessages.domainTaken)).toBeTruthy();
    expect(domains.getAttribute('aria-invalid')).toBe('true');
  });
});
