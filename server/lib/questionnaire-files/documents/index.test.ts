import { Document, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { defaultLimits } from '../limits';
import { MAX_DOCUMENT_LINES, readDocument } from './index';

/** A plain-text document read as the knowledge hub reads it: its passages, and their text joined line by line. */
async function readText(content: string) {
  const passages = await readDocument(Buffer.from(content), 'text', defaultLimits);
  return { passages, text: passages.map((p) => p.text).join('\n') };
}

const lines = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => `Line ${i}: backups are encrypted.`).join('\n'));

describe('reading a knowledge document', () => {
  it('refuses a text or Markdown document with more lines than a policy has, before reading it, with a sentence', async () => {
    for (const format of ['text', 'markdown'] as const)
      await expect(readDocument(lines(MAX_DOCUMENT_LINES + 1), format, defaultLimits)).rejects.toThrow(
        /^The document has more than 100,000 lines; split it into smaller documents and upload them one by one\.$/,
      );
  });

  it('reads a long but ordinary document into passages', async () => {
    const passages = await readDocument(lines(5_000), 'text', defaultLimits);
    expect(passages.length).toBeGreaterThan(10);
    expect(passages[0]!.text).toContain('backups are encrypted');
  });
});

describe('reading a text file wrapped at a fixed width', () => {
  const wrapped = [
    'Certifications',
    '--------------',
    'The report covers the hosted product only. The on-premises edition is not in scope of the current',
    'SOC 2 report; we plan to add it in the next audit period. Penetration tests run once a year and the',
    'summary is shared under NDA with customers who ask for it.',
    '',
    '| Item | Value |',
    '|---|---|',
    '| Backups | Daily |',
    '| RPO | 1 hour |',
  ].join('\n');

  it('keeps a sentence whole across its line breaks, and a heading without its underline', async () => {
    const { passages, text } = await readText(wrapped);
    expect(text).toContain('The on-premises edition is not in scope of the current SOC 2 report; we plan to add it in the next audit period.');
    expect(text).not.toContain('---');
    expect(passages[0]!.heading).toBe('Certifications');
    // Table rows stay records of their own.
    expect(text).toMatch(/Backups: Daily\.? .*RPO: 1 hour/);
  });

  it('cuts a long wrapped paragraph into passages only at the end of a sentence', async () => {
    const sentence = 'Every change to the production environment is reviewed by a second engineer before it is deployed';
    const body = Array.from({ length: 12 }, (_, i) => `${sentence} (rule ${i}),\nand the review is recorded in the ticket.`).join(' ');
    const passages = await readDocument(Buffer.from(`Change management\n\n${body}`), 'markdown', defaultLimits);
    expect(passages.length).toBeGreaterThan(1);
    for (const p of passages) expect(p.text, p.text).toMatch(/recorded in the ticket\.$/);
  });
});

describe('reading a plain-text policy with numbered sections', () => {
  const policy = [
    '4 Access control',
    '4.2 Access to production systems by support engineers',
    'Support engineers reach production only through the bastion host, with a ticket.',
    '',
    'Our controls include:',
    '1. Encryption of data at rest using AES-256',
    '2. Daily backups to a second region',
    'The controls are reviewed every year.',
  ].join('\n');

  it('takes a numbered title in sentence case as the heading of its section, and keeps a numbered list as text', async () => {
    const { passages, text } = await readText(policy);
    const bastion = passages.find((p) => p.text.includes('bastion host'));
    expect(bastion?.heading).toBe('4 Access control › 4.2 Access to production systems by support engineers');
    expect(text).toContain('Daily backups to a second region');
    expect(text).toContain('Encryption of data at rest using AES-256');
  });
});

describe('reading a numbered standard hard-wrapped at 80 columns', () => {
  const standard = [
    'RECORDS RETENTION STANDARD',
    '--------------------------',
    '',
    '3.1 Customer content held in the hosted service is removed from primary storage',
    'within 45 days after the subscription ends, unless a longer hold is required by',
    'law.',
    '',
    '3.2 Backup copies age out on their own schedule and are overwritten no later than',
    '90 days after they were taken; they are not restored for any purpose other than',
    'disaster recovery.',
    '',
    '3.3 Deletion certificates',
    'On request we issue a certificate that confirms the removal.',
  ].join('\n');

  it('keeps each numbered clause whole as text: its first wrapped line is no heading, nor a short last line', async () => {
    const { passages, text } = await readText(standard);
    expect(text).toContain(
      '3.1 Customer content held in the hosted service is removed from primary storage within 45 days after the subscription ends, unless a longer hold is required by law.',
    );
    expect(text).toContain('overwritten no later than 90 days after they were taken; they are not restored for any purpose other than disaster recovery.');
    for (const p of passages) expect(p.heading, p.text).not.toMatch(/primary storage|no later than|law\.|recovery\./);
    expect(passages.find((p) => p.text.includes('certificate that confirms'))?.heading).toBe('3.3 Deletion certificates');
  });
});

describe('reading a CSV export as a knowledge document', () => {
  const csv = [
    'control_code,domain,implementation_statement,owner',
    'CC6.7,Access Control,"Customer data is encrypted at rest using AES-256, with keys in a managed KMS.",VP Engineering',
    'CC7.2,Operations,"Security events are logged centrally and monitored around the clock.",Security',
  ].join('\n');

  it('reads each row as a record of named fields, not as run-on prose', async () => {
    const passages = await readDocument(Buffer.from(csv), 'text', defaultLimits);
    const text = passages.map((p) => p.text).join('\n');
    expect(text).toContain('Implementation statement: Customer data is encrypted at rest using AES-256, with keys in a managed KMS; Owner: VP Engineering.');
    // Each record ends as a sentence does, so two records in one passage stay apart.
    expect(text).toContain('Owner: VP Engineering. Control code: CC7.2;');
    expect(text).not.toContain('control_code,domain');
  });

  it('reads prose with commas, or a table whose rows do not line up, as text', async () => {
    const prose = 'Backups, logs, and keys are encrypted, rotated, and monitored.\nWe review access quarterly.';
    expect((await readDocument(Buffer.from(prose), 'text', defaultLimits))[0]!.text).toBe(
      'Backups, logs, and keys are encrypted, rotated, and monitored. We review access quarterly.',
    );
    const ragged = 'a,b,c\n1,2\n3,4,5,6';
    expect((await readDocument(Buffer.from(ragged), 'text', defaultLimits))[0]!.text).toContain('a,b,c');
  });
});

describe('reading a Markdown table as a knowledge document', () => {
  const markdown = [
    '# Security profile',
    '',
    '| Field | Value |',
    '|---|---|',
    '| Encryption at rest | AES-256 on every data store |',
    '| Security contact | security@example.com |',
    '',
    '## Subprocessors',
    '',
    '| Subprocessor | Purpose | Region |',
    '|---|---|---|',
    '| Edgeflare | CDN / DDoS / WAF | Global |',
    '| LogCo | Logging & monitoring | US |',
  ].join('\n');

  it('reads each row as a sentence of its own, a two-column row as "key: value", so that rows never run together', async () => {
    const text = (await readDocument(Buffer.from(markdown), 'markdown', defaultLimits)).map((p) => p.text).join('\n');
    expect(text).toContain('Encryption at rest: AES-256 on every data store. Security contact: security@example.com.');
    // A wider table's cells keep their columns' names: whose value a cell is depends on the column it stands in.
    expect(text).toContain('Edgeflare | Purpose: CDN / DDoS / WAF | Region: Global. LogCo | Purpose: Logging & monitoring | Region: US.');
    // The header of a two-column table only names its columns.
    expect(text).not.toContain('Field: Value');
    expect(text).not.toContain('Field | Value');
  });
});

describe('reading a pipe table typed into a plain-text document', () => {
  it('reads it as a Markdown table: a row per sentence, each cell under its column', async () => {
    const text = ['Sub-processors by product:', '', '| Sub-processor | Purpose | Basic | Plus |', '|---|---|---|---|', '| LogCo | Logging | Yes | No |'].join(
      '\n',
    );
    const read = (await readDocument(Buffer.from(text), 'text', defaultLimits)).map((p) => p.text).join('\n');
    expect(read).toContain('LogCo | Purpose: Logging | Basic: Yes | Plus: No.');
    expect(read).not.toContain('---');
  });
});

describe('reading a Word table as a knowledge document', () => {
  const row = (...cells: string[]) => new TableRow({ children: cells.map((c) => new TableCell({ children: [new Paragraph(c)] })) });

  it('reads each row as a sentence of its own, a two-column row as "key: value"', async () => {
    const docx = await Packer.toBuffer(
      new Document({
        sections: [
          {
            children: [
              new Table({ rows: [row('Field', 'Value'), row('Encryption at rest', 'AES-256 on every data store')] }),
              new Paragraph('Subprocessors'),
              new Table({ rows: [row('Subprocessor', 'Purpose', 'Region'), row('Edgeflare', 'CDN / DDoS / WAF', 'Global'), row('LogCo', 'Logging', 'US')] }),
            ],
          },
        ],
      }),
    );
    const text = (await readDocument(docx, 'docx', defaultLimits)).map((p) => p.text).join('\n');
    expect(text).toContain('Encryption at rest: AES-256 on every data store.');
    expect(text).toContain('Edgeflare | Purpose: CDN / DDoS / WAF | Region: Global. LogCo | Purpose: Logging | Region: US.');
    expect(text).not.toContain('Field: Value');
    expect(text).not.toContain('Field | Value');
  });

  it('names the columns of a header whose cells ask ("Encrypted?"), but not a filled questionnaire\'s first question', async () => {
    const docx = await Packer.toBuffer(
      new Document({
        sections: [
          {
            children: [
              new Table({
                rows: [row('Data store', 'Encrypted at rest?', 'Key owner'), row('Object storage', 'Yes, AES-256', 'Us'), row('Search index', 'No', 'Us')],
              }),
              new Paragraph('Answers'),
              new Table({ rows: [row('1.1', 'Do you encrypt backups?', 'Yes'), row('1.2', 'Do you test restores?', 'Yes')] }),
            ],
          },
        ],
      }),
    );
    const text = (await readDocument(docx, 'docx', defaultLimits)).map((p) => p.text).join('\n');
    expect(text).toContain('Search index | Encrypted at rest?: No | Key owner: Us.');
    expect(text).toContain('1.2 | Do you test restores? | Yes.');
  });
});

/** A PDF whose table is drawn cell by cell, as report writers and word processors draw them; long cells wrap. */
function pdfWithTable(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.fontSize(16).text('Recovery objectives');
    doc.fontSize(10).text('Each service has its own recovery time objective, agreed with its owner every year.');
    const columns = [50, 170, 250, 330];
    const rows = [
      ['Service', 'RTO', 'RPO', 'How it is recovered'],
      ['Ledger Online', '2 hours', '5 minutes', 'Fail over to the warm standby in the second region'],
      ['Ledger Mobile', '12 hours', '1 hour', 'Rebuild from the nightly snapshot'],
    ];
    let y = doc.y + 10;
    for (const row of rows) {
      let bottom = y;
      row.forEach((cell, i) => {
        doc.text(cell, columns[i], y, { width: i === 3 ? 110 : 75 });
        bottom = Math.max(bottom, doc.y);
      });
      y = bottom + 6;
    }
    doc.text('Both objectives are tested once a year.', 50, y + 10);
    doc.end();
  });
}

describe('reading a table drawn in a PDF', () => {
  it('reads each row under its columns, a wrapped cell whole, and never runs the rows together', async () => {
    const passages = await readDocument(await pdfWithTable(), 'pdf', defaultLimits);
    const text = passages.map((p) => p.text).join('\n');
    expect(text).toContain('Ledger Mobile | RTO: 12 hours | RPO: 1 hour | How it is recovered: Rebuild from the nightly snapshot.');
    expect(text).toContain('Ledger Online | RTO: 2 hours | RPO: 5 minutes | How it is recovered: Fail over to the warm standby in the second region.');
    expect(text).not.toMatch(/5 minutes[^\n]*Ledger Mobile/);
    expect(text).toContain('Both objectives are tested once a year.');
  });
});

/** A two-column PDF table (a status list), its first column wrapping onto a second line, then a paragraph. */
function pdfWithTwoColumns(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.fontSize(16).text('Supported browsers');
    const rows = [
      ['Browser', 'Status'],
      ['Google Chrome', 'Supported'],
      ['Microsoft Edge (Chromium, the current and the previous major version)', 'Supported'],
      ['Mozilla Firefox', 'Not supported'],
    ];
    let y = doc.y + 10;
    doc.fontSize(9);
    for (const row of rows) {
      let bottom = y;
      row.forEach((cell, i) => {
        doc.text(cell, i === 0 ? 54 : 300, y, { width: i === 0 ? 200 : 200 });
        bottom = Math.max(bottom, doc.y);
      });
      y = bottom + 8;
    }
    doc.fontSize(10).text('Other browsers may work but are not tested by our quality assurance team before each release.', 50, y + 14);
    doc.end();
  });
}

describe('reading a two-column table drawn in a PDF', () => {
  it('reads each row as "name: value", a wrapped first cell whole, and the paragraph after it apart', async () => {
    const text = (await readDocument(await pdfWithTwoColumns(), 'pdf', defaultLimits)).map((p) => p.text).join('\n');
    expect(text).toContain('Microsoft Edge (Chromium, the current and the previous major version): Supported.');
    expect(text).toContain('Mozilla Firefox: Not supported.');
    expect(text).not.toContain('Browser: Status');
    expect(text).toContain('Other browsers may work but are not tested by our quality assurance team before each release.');
  });
});

describe('a word broken at its hyphen at the end of a line', () => {
  it('reads it whole again in a wrapped text file and in a PDF, never "sign- on"', async () => {
    const { text } = await readText(
      'Access\n======\nCustomers sign in with their own identity provider through single sign-\non, and every session of a high-\navailability node is logged.\n',
    );
    expect(text).toContain('through single sign-on, and every session of a high-availability node is logged.');
    const pdf = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ size: 'A4', margin: 50 });
      const parts: Buffer[] = [];
      doc.on('data', (b: Buffer) => parts.push(b));
      doc.on('end', () => resolve(Buffer.concat(parts)));
      doc.fontSize(10).text('Customers who do not use an email address and a password sign in through single sign-', 50, 100, { lineBreak: false });
      doc.text('on with their own identity provider. Administrators can require multi-factor authentication.', 50, 112, { lineBreak: false });
      doc.end();
    });
    const read = (await readDocument(pdf, 'pdf', defaultLimits)).map((p) => p.text).join('\n');
    expect(read).toContain('sign in through single sign-on with their own identity provider.');
    expect(read).not.toMatch(/- [a-z]/);
  });
});
