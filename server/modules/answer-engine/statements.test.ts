import { describe, expect, it } from 'vitest';
import { statements, withoutContrast } from './statements';

describe('the statements an explanation may quote', () => {
  it('cuts a control matrix row into its cells, without the control id', () => {
    expect(
      statements(
        'CC6.1 | Access is protected by SSO with mandatory MFA. | Inspected the Okta configuration to determine MFA was enforced. | No exceptions noted.',
      ),
    ).toEqual(['Access is protected by SSO with mandatory MFA.', 'Inspected the Okta configuration to determine MFA was enforced.', 'No exceptions noted.']);
  });

  it('reads each item of a list run together on one line as its own statement', () => {
    expect(statements('Our policies: • Backup Policy • Encryption Policy • Password Policy')).toEqual([
      'Our policies:',
      '• Backup Policy',
      '• Encryption Policy',
      '• Password Policy',
    ]);
  });

  it('keeps a short label cell with the cell it labels', () => {
    expect(statements('Workforce identity | Okta SSO with mandatory MFA (WebAuthn/TOTP).')).toEqual([
      'Workforce identity: Okta SSO with mandatory MFA (WebAuthn/TOTP).',
    ]);
  });

  it('reads a question of an FAQ with its answer, as one statement', () => {
    expect(statements('Does Server offer a FIPS 140 mode? Not at present. Server uses standard libraries.')).toEqual([
      'Does Server offer a FIPS 140 mode? Not at present.',
      'Server uses standard libraries.',
    ]);
  });

  it('says each cell of a table row of its label, a long label too, which alone says nothing', () => {
    expect(statements('Punches cached on a mobile device while offline | How it is protected: AES-256 in the app store | Keys: Android Keystore.')).toEqual([
      'Punches cached on a mobile device while offline: How it is protected: AES-256 in the app store',
      'Punches cached on a mobile device while offline: Keys: Android Keystore.',
    ]);
  });

  it('reads a spreadsheet or CSV row of "Header: value" pairs as its values', () => {
    expect(
      statements(
        'Control code: CC6.7; Title: Encryption at rest; Implementation statement: Customer data is encrypted at rest using AES-256.; Owner: VP Engineering',
      ),
    ).toEqual(['Customer data is encrypted at rest using AES-256.']);
    // A header may be long, as an auditor's column names are.
    expect(
      statements(
        'Control #: CC7.2; Control Activity Specified by the Service Organization: Security events are logged centrally and monitored.; Test Results: No exceptions noted.',
      ),
    ).toEqual(['Security events are logged centrally and monitored.']);
  });

  it('reads a record of short fields as one statement: a field alone loses what it is said of', () => {
    expect(statements('Control code: CC6.7; Title: Encryption at rest; Owner: VP Engineering.')).toEqual(['Title: Encryption at rest; Owner: VP Engineering']);
    // "CDN / DDoS / WAF" is three words, not a statement of five.
    expect(statements('Subprocessor: Cloudflare; Purpose: CDN / DDoS / WAF; Region: Global.')).toEqual([
      'Subprocessor: Cloudflare; Purpose: CDN / DDoS / WAF; Region: Global',
    ]);
  });

  it('leaves out the entries of a table of contents, which state nothing', () => {
    expect(statements('Contents Introduction ......... 3 Access Control ......... 4 Encryption ......... 7 Access is reviewed every quarter.')).toEqual([
      'Access is reviewed every quarter.',
    ]);
    // An ellipsis in prose is not a table of contents.
    expect(statements('Backups are kept for 30 days.... and then deleted.')).toEqual(['Backups are kept for 30 days.... and then deleted.']);
  });

  it('leaves prose as its sentences', () => {
    expect(statements('Backups run nightly. They are encrypted; restores are tested.')).toEqual([
      'Backups run nightly.',
      'They are encrypted; restores are tested.',
    ]);
  });

  it('keeps a label with the sentence after it that has no subject of its own, as written', () => {
    expect(statements('• Audit logs. Kept for thirteen months, then deleted. • Laptops. Encrypted and managed by the IT team.')).toEqual([
      '• Audit logs. Kept for thirteen months, then deleted.',
      '• Laptops. Encrypted and managed by the IT team.',
    ]);
    expect(statements('Customer-managed keys. Not currently supported.')).toEqual(['Customer-managed keys. Not currently supported.']);
    // A sentence that names its own subject stays on its own, even when it opens with an adjective.
    expect(statements('• Testing. Automated tests run before every release.')).toEqual(['• Testing.', 'Automated tests run before every release.']);
    expect(statements('• Secrets. No secrets are kept in code.')).toEqual(['• Secrets.', 'No secrets are kept in code.']);
  });

  it('leaves out of a statement what it sets its point against', () => {
    expect(withoutContrast('Fixes are applied at once instead of waiting for the next scheduled release.')).not.toMatch(/scheduled release/);
    expect(withoutContrast('Fixes are applied at once instead of waiting for the next scheduled release.')).toMatch(/^Fixes are applied at once/);
    expect(withoutContrast('Access uses SSO rather than shared passwords; sessions expire after an hour.')).toMatch(/sessions expire after an hour/);
    expect(withoutContrast('Backups are encrypted.')).toBe('Backups are encrypted.');
  });
});
