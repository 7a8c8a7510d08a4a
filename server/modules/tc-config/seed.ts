import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import type { Tx } from '../../db/client';
import type { SeededOrg } from '../../db/seed';
import { ndaTexts, tcConfigs, tcSecurityPillars, tcSubProcessors, tcTrustedBy } from '../../db/schema/index';
import type { FileStorage } from '../../lib/files';
import { newFileKey } from '../../lib/files';
import { sanitizeRichText } from '../../lib/rich-text';
import { storageFromConfig, type StoredFile } from '../../lib/uploads';
import { ensureConfig } from './queries';
import { escapeHtml as esc } from '@shared/html';

/**
 * Acme Cloud's Trust Center configuration: overview, colour, uptime, contact, pillars, sub-processors,
 * trusted-by logos and the NDA, then published (this seeder runs after the content seeder, so every
 * setup step is done). Globex stays empty for the setup journey.
 */
export async function seedTrustCenter(tx: Tx, org: SeededOrg, storage?: FileStorage): Promise<void> {
  if (org.slug !== 'acme-cloud') return;
  const store = storage ?? (await storageFromConfig(loadConfig()));
  const organizationId = org.id;
  await ensureConfig(tx, organizationId);
  await tx
    .update(tcConfigs)
    .set({
      companyName: 'Acme Cloud',
      companyOverviewTitle: 'Security and trust at Acme Cloud',
      companyOverview: sanitizeRichText(
        '<p>More than 4,000 companies run their projects, files and conversations on Acme Cloud. Protecting that work is the first thing we design for, not the last.</p>' +
          '<p>Here you will find our certifications, audit reports, the sub-processors we rely on and how we run security day to day. If something you need is not here, <a href="mailto:security@acme-cloud.example">write to our security team</a>.</p>',
      ),
      primaryColor: '3b5bdb',
      uptimeEnable: true,
      uptimeValue: '99.99',
      uptimeRedirectUrl: 'https://status.acme-cloud.example',
      publicContactEmail: 'security@acme-cloud.example',
      privacyPolicyUrl: 'https://acme-cloud.example/privacy',
    })
    .where(eq(tcConfigs.organizationId, organizationId));

  await tx.insert(tcSecurityPillars).values([
    {
      organizationId,
      kind: 'SECURITY_PILLAR_1',
      title: 'Protected by default',
      description: 'Encryption at rest and in transit, isolated tenants and hardened infrastructure, with nothing to switch on.',
    },
    {
      organizationId,
      kind: 'SECURITY_PILLAR_2',
      title: 'Least privilege, always',
      description: 'Single sign-on with phishing-resistant MFA, just-in-time production access and quarterly access reviews.',
    },
    {
      organizationId,
      kind: 'SECURITY_PILLAR_3',
      title: 'Transparent and audited',
      description: 'Independent audits every year, a public status page and prompt notice when something affects you.',
    },
  ]);

  const subProcessors = [
    ['Amazon Web Services', 'Cloud hosting and storage', 'All customer data', 'EU (Frankfurt), US (Virginia)', 'https://aws.amazon.com'],
    ['Cloudflare', 'Content delivery and DDoS protection', 'IP addresses, request metadata', 'Global', 'https://www.cloudflare.com'],
    ['Datadog', 'Infrastructure monitoring and logs', 'Service logs, pseudonymous identifiers', 'EU (Paris)', 'https://www.datadoghq.com'],
    ['Postmark', 'Transactional e-mail', 'Names, e-mail addresses', 'United States', 'https://postmarkapp.com'],
    ['Stripe', 'Billing and payments', 'Billing contacts, payment details', 'United States, Ireland', 'https://stripe.com'],
    ['Zendesk', 'Customer support', 'Support tickets, contact details', 'EU (Dublin)', 'https://www.zendesk.com'],
    ['Okta', 'Employee identity and single sign-on', 'Employee accounts only', 'United States', 'https://www.okta.com'],
    ['Snowflake', 'Product analytics warehouse', 'Pseudonymous usage events', 'EU (Frankfurt)', 'https://www.snowflake.com'],
    ['Twilio', 'SMS for two-factor codes', 'Phone numbers', 'United States', 'https://www.twilio.com'],
  ] as const;
  await tx.insert(tcSubProcessors).values(
    subProcessors.map(([name, purpose, data, location, url], i) => ({
      organizationId,
      name,
      purpose,
      dataTypesHandled: data,
      location,
      websiteUrl: url,
      sequence: i + 1,
    })),
  );

  const customers = [
    ['Northwind Health', 'https://northwindhealth.example', '#0ca678', 'circle'],
    ['Globex Financial', 'https://globexfinancial.example', '#1c7ed6', 'diamond'],
    ['Initech', 'https://initech.example', '#e8590c', 'bars'],
    ['Umbrella Retail', 'https://umbrella-retail.example', '#c2255c', 'arc'],
    ['Hooli', 'https://hooli.example', '#7048e8', 'ring'],
    ['Vandelay Industries', 'https://vandelay.example', '#2b8a3e', 'hexagon'],
  ] as const;
  for (const [i, [name, url, color, shape]] of customers.entries()) {
    const logo = await storeSvg(store, organizationId, `${name.toLowerCase().replace(/\W+/g, '-')}.svg`, wordmark(name, color, shape));
    await tx.insert(tcTrustedBy).values({ organizationId, name, websiteUrl: url, logo, sequence: i + 1 });
  }

  await tx.insert(ndaTexts).values({ organizationId, version: 1, text: ndaDemoText, createdBy: org.userIds['admin@acme.test'] ?? null });
  await tx.update(tcConfigs).set({ isPublished: true, isDraft: false, publishedAt: new Date() }).where(eq(tcConfigs.organizationId, organizationId));
}

/** Demo artwork is ours and script-free; uploads by users are raster images only. */
async function storeSvg(store: FileStorage, organizationId: string, name: string, svg: string): Promise<StoredFile> {
  const key = newFileKey(organizationId, name);
  const body = Buffer.from(svg);
  await store.put(key, body, 'image/svg+xml');
  return { key, name, content_type: 'image/svg+xml', size: body.length };
}

/** A simple generated wordmark: a geometric mark and the name. */
function wordmark(name: string, color: string, shape: 'circle' | 'diamond' | 'bars' | 'arc' | 'ring' | 'hexagon'): string {
  const marks: Record<typeof shape, string> = {
    circle: `<circle cx="28" cy="28" r="20" fill="${color}"/><path d="M18 29l7 7 13-14" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    diamond: `<rect x="12" y="12" width="32" height="32" rx="6" transform="rotate(45 28 28)" fill="${color}"/><rect x="21" y="21" width="14" height="14" rx="3" transform="rotate(45 28 28)" fill="#fff"/>`,
    bars: `<rect x="8" y="26" width="10" height="22" rx="3" fill="${color}"/><rect x="23" y="16" width="10" height="32" rx="3" fill="${color}" opacity=".8"/><rect x="38" y="8" width="10" height="40" rx="3" fill="${color}" opacity=".6"/>`,
    arc: `<path d="M6 34a22 22 0 0144 0z" fill="${color}"/><path d="M28 34v12a5 5 0 01-10 0" stroke="${color}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    ring: `<circle cx="28" cy="28" r="18" stroke="${color}" stroke-width="8" fill="none"/><circle cx="28" cy="28" r="6" fill="${color}"/>`,
    hexagon: `<path d="M28 6l19 11v22L28 50 9 39V17z" fill="${color}"/><path d="M28 17l9.5 5.5v11L28 39l-9.5-5.5v-11z" fill="#fff" opacity=".9"/>`,
  };
  // Long names stack on two lines so every wordmark reads at the same size.
  const words = name.split(' ');
  const lines =
    name.length > 12 && words.length > 1 ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')] : [name];
  const width = 72 + Math.max(...lines.map((l) => l.length)) * 17;
  const height = lines.length > 1 ? 76 : 56;
  const text = lines
    .map(
      (l, i) =>
        `<text x="70" y="${lines.length > 1 ? 32 + i * 32 : 38}" font-family="Inter,'Segoe UI',Helvetica,Arial,sans-serif" font-size="29" font-weight="700" letter-spacing="-0.5" fill="#1e293b">${esc(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><g transform="translate(4 ${height / 2 - 28})">${marks[shape]}</g>${text}</svg>`;
}

const ndaDemoText = `MUTUAL NON-DISCLOSURE AGREEMENT

1. Purpose. Acme Cloud ("Acme") and the visitor's organisation ("Recipient") wish to share confidential security documents, such as audit reports and penetration test results, so that Recipient can assess Acme's services.

2. Confidential Information. Everything Acme makes available through its Trust Center behind this agreement is confidential, whether or not it is marked as such.

3. Obligations. Recipient will use Confidential Information only for the purpose above, share it only with employees and advisers who need it and are bound by similar duties, and protect it with at least reasonable care.

4. Exclusions. These obligations do not apply to information that is public through no fault of Recipient, was already known to Recipient, or is independently developed.

5. Term. This agreement lasts two years from acceptance; obligations for documents received survive for three years after that.

6. Law. This agreement is governed by the laws of Ireland.`;
