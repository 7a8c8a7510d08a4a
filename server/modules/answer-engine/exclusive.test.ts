import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { namesAnother } from './exclusive';

const another = (question: string, source: string) => namesAnother(analyze(question), new Set(analyze(source, { keepWords: true })));

describe('another thing of the kind asked', () => {
  it('tells regions, sign-on protocols, standards and encryption states apart', () => {
    expect(another('Is customer data stored in the US?', 'Customer data is stored in the EU (Frankfurt).')).toBe(true);
    expect(another('Do you support OIDC single sign-on?', 'SAML 2.0 with any identity provider.')).toBe(true);
    expect(another('Are you ISO 27017 certified?', 'We are ISO 27001 certified.')).toBe(true);
    expect(another('Is data encrypted in transit?', 'Data is encrypted at rest with AES-256.')).toBe(true);
    expect(another('Is data at rest encrypted with AES-256?', 'Data at rest is encrypted with AES-128.')).toBe(true);
    expect(another('Is the service hosted on AWS?', 'Google Cloud Platform (hosting) in Iowa.')).toBe(true);
    expect(another('Is the service hosted on AWS?', 'Hosted on Amazon Web Services, with backups in Google Cloud.')).toBe(false);
    // A legal framework named after regions places no data; a cloud region's code does.
    expect(another('Is customer data stored in the EU?', 'Data is stored in the United States; transfers rely on the EU-U.S. Data Privacy Framework.')).toBe(
      true,
    );
    expect(another('Is customer data stored in the EU?', 'Stored in the US under the EU Standard Contractual Clauses.')).toBe(true);
    expect(another('Is customer data hosted in the EU?', 'Hosting region: us-east4, standby in us-central1.')).toBe(true);
  });

  it('accepts a source that names the thing asked, whatever else it names', () => {
    expect(another('Is customer data stored in the United States?', 'Data is stored in the US (Virginia) or the EU, as the customer chooses.')).toBe(false);
    expect(another('Do you support OIDC?', 'SAML 2.0 and OpenID Connect are supported.')).toBe(false);
    expect(another('Is data encrypted in transit?', 'Data is encrypted at rest and in transit.')).toBe(false);
    expect(another('Is customer data backed up?', 'Backups are stored in the EU.')).toBe(false);
  });
});
