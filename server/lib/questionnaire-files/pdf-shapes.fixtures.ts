/** PDF questionnaires in the shapes customers send (made here with pdfkit; no customer file is copied).
 *  Text is placed line by line at explicit positions, in the order some PDF producers write it, so the
 *  reader has to rebuild columns, lines and paragraphs from positions. Used by tests and bench:import. */
import PDFDocument from 'pdfkit';

interface Placed {
  x: number;
  y: number;
  text: string;
  size: number;
  bold?: boolean;
}

function render(pages: Placed[][], landscape = false): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', layout: landscape ? 'landscape' : 'portrait', margin: 0, autoFirstPage: false });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    for (const items of pages) {
      doc.addPage();
      // row-major order: a line of the left column, then the line of the right column at the same height
      for (const it of [...items].sort((a, b) => a.y - b.y || a.x - b.x)) {
        doc
          .font(it.bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(it.size)
          .text(it.text, it.x, it.y, { lineBreak: false });
      }
    }
    doc.end();
  });
}

/** Words of `text` in lines no wider than `width` points (Helvetica at `size`). */
function wrap(text: string, width: number, size: number, bold = false): string[] {
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
  const lines: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    const next = line ? `${line} ${w}` : w;
    if (line && doc.widthOfString(next) > width) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const CAIQ_DOMAINS: [string, string, string[]][] = [
  [
    'A&A',
    'Audit & Assurance',
    [
      'Are audit and assurance policies, procedures, and standards established, documented, approved, communicated, applied, evaluated, and maintained?',
      'Are audit and assurance policies, procedures, and standards reviewed and updated at least annually?',
      'Are independent audit and assurance assessments conducted according to relevant standards at least annually?',
    ],
  ],
  [
    'AIS',
    'Application & Interface Security',
    [
      'Are application security policies and procedures established, documented, approved, communicated, applied, evaluated, and maintained to guide appropriate planning, delivery, and support of the organization’s application security capabilities?',
      'Are baseline requirements to secure different applications established, documented, and maintained?',
      'Is a strategy and capability established and implemented to deploy application code in a secure, standardized, and compliant manner?',
    ],
  ],
  [
    'BCR',
    'Business Continuity Management',
    [
      'Are business continuity management and operational resilience policies and procedures established, documented, approved, communicated, applied, evaluated, and maintained?',
      'Are criteria for developing business continuity and operational resiliency strategies and capabilities established based on business disruption and risk impacts?',
      'Is the business continuity plan exercised and tested at least annually and when significant changes occur?',
    ],
  ],
  [
    'CEK',
    'Cryptography, Encryption & Key Management',
    [
      'Are cryptography, encryption, and key management roles and responsibilities defined and implemented?',
      'Are data at-rest and in-transit cryptographically protected using cryptographic libraries certified to approved standards?',
      'Do you manage and adopt changes to cryptography-, encryption-, and key management-related systems?',
    ],
  ],
  [
    'DSP',
    'Data Security & Privacy',
    [
      'Are policies and procedures established, documented, approved, communicated, enforced, evaluated, and maintained for the classification, protection, and handling of data throughout its lifecycle?',
      'Are industry-accepted methods applied for secure data disposal from storage media so information is not recoverable by any forensic means?',
      'Is a data inventory created and maintained for sensitive and personal information, at a minimum?',
    ],
  ],
  [
    'IAM',
    'Identity & Access Management',
    [
      'Are identity and access management policies and procedures established, documented, approved, communicated, implemented, applied, evaluated, and maintained?',
      'Is a user access provisioning process defined and implemented which authorizes, records, and communicates data and assets access changes?',
      'Are processes, procedures, and technical measures to verify access to data and system functions authorized?',
    ],
  ],
  [
    'IVS',
    'Infrastructure & Virtualization Security',
    [
      'Are infrastructure and virtualization security policies and procedures established, documented, approved, communicated, applied, evaluated, and maintained?',
      'Is resource availability, quality, and capacity planned and monitored in a way that delivers required system performance?',
      'Are communications between environments monitored, encrypted, and restricted to authenticated and authorized connections?',
    ],
  ],
  [
    'LOG',
    'Logging & Monitoring',
    [
      'Are logging and monitoring policies and procedures established, documented, approved, communicated, applied, evaluated, and maintained?',
      'Are processes, procedures, and technical measures defined, implemented, and evaluated to ensure audit log security and retention?',
      'Are security-related events identified and monitored within applications and the underlying infrastructure?',
    ],
  ],
];

export interface PdfQuestion {
  id: string | null;
  question: string;
}

/** The narrative CAIQ layout: two text columns per page; in each column a narrow gutter holds the
 *  question id, too narrow for it, so 'A&A-' and '01.1' stand on two lines; the question wraps beside it
 *  and the answer follows ('Yes. …'); domain titles in bold. Lines are written across both columns. */
export async function buildNarrativeCaiqPdf(): Promise<{ buffer: Buffer; questions: PdfQuestion[] }> {
  const questions: PdfQuestion[] = [];
  const items: { id: string; question: string; answer: string; domain: string | null }[] = [];
  for (const [prefix, title, texts] of CAIQ_DOMAINS) {
    texts.forEach((q, i) => {
      const id = `${prefix}-${String(Math.floor(i / 2) + 1).padStart(2, '0')}.${(i % 2) + 1}`;
      items.push({
        id,
        question: q,
        answer: i % 3 === 1 ? 'No. Not applicable to this service.' : 'Yes. Documented in the security program and reviewed each year.',
        domain: i === 0 ? title : null,
      });
      questions.push({ id, question: q });
    });
  }
  const size = 8;
  const lead = 10;
  const top = 70;
  const bottom = 800;
  const colX = [40, 310];
  const colW = 245;
  const gutter = 34;
  const pages: Placed[][] = [];
  let page: Placed[] = [];
  let col = 0;
  let y = top;
  const newPage = () => {
    page = [{ x: 40, y: 36, text: 'CONSENSUS ASSESSMENTS INITIATIVE QUESTIONNAIRE v4.0.2 — Narrative', size: 9, bold: true }];
    pages.push(page);
    col = 0;
    y = top;
  };
  const need = (h: number) => {
    if (y + h <= bottom) return;
    if (col === 0) {
      col = 1;
      y = top;
    } else newPage();
  };
  newPage();
  for (const it of items) {
    if (it.domain) {
      need(lead * 3);
      page.push({ x: colX[col]!, y, text: it.domain, size: 10, bold: true });
      y += lead * 1.8;
    }
    const qLines = wrap(it.question, colW - gutter, size);
    const aLines = wrap(it.answer, colW - gutter, size);
    need((qLines.length + aLines.length + 1) * lead);
    const [head, tail] = [it.id.slice(0, it.id.indexOf('-') + 1), it.id.slice(it.id.indexOf('-') + 1)];
    page.push({ x: colX[col]!, y, text: head, size });
    page.push({ x: colX[col]!, y: y + lead, text: tail, size });
    for (const l of [...qLines, ...aLines]) {
      page.push({ x: colX[col]! + gutter, y, text: l, size });
      y += lead;
    }
    y += lead;
  }
  return { buffer: await render(pages), questions };
}

const FORM_SECTIONS: [string, { q: string; bullets?: string[]; answer?: string }[]][] = [
  [
    'Governance',
    [
      {
        q: 'Does your organisation have an information security policy approved by management? If so, state when it was last reviewed.',
        bullets: ['Policy title', 'Date of last review', 'Approver'],
      },
      { q: 'Describe how security responsibilities are assigned within your organisation.' },
      { q: 'Is there a named person accountable for information security?', answer: 'Yes, our Chief Information Security Officer.' },
    ],
  ],
  [
    'Data protection',
    [
      {
        q: 'Is customer data encrypted at rest? Please name the algorithm and who holds the keys.',
        bullets: ['AES-256 or stronger', 'Keys held in a managed key service', 'Other (explain)'],
      },
      { q: 'Is customer data encrypted in transit over public networks?' },
      { q: 'Explain how long customer data is kept after the end of the contract and how it is deleted.', bullets: ['Retention period', 'Deletion method'] },
    ],
  ],
  [
    'Access control',
    [
      {
        q: 'Do you enforce multi-factor authentication for administrative access to production systems?',
        bullets: ['Yes, for all administrators', 'Yes, for some administrators', 'No'],
      },
      { q: 'How often are user access rights reviewed, and by whom?' },
      { q: 'Are accounts of leavers disabled within one working day?' },
    ],
  ],
  [
    'Incident response',
    [
      {
        q: 'Do you have a documented incident response plan that is tested at least once a year? Attach the summary of the last test if available.',
        bullets: ['Plan owner', 'Date of last test'],
      },
      { q: 'Within how many hours will customers be notified of a personal data breach?' },
    ],
  ],
];

/** A supplier form in running text: bold section headings, questions as wrapped paragraphs (some with
 *  an instruction after the question mark, some imperative), bullet lists under some questions, one
 *  answer already typed in. No question numbers. */
export async function buildSupplierFormPdf(): Promise<{ buffer: Buffer; questions: PdfQuestion[] }> {
  const questions: PdfQuestion[] = [];
  const pages: Placed[][] = [];
  let page: Placed[] = [];
  let y = 0;
  const newPage = () => {
    page = [{ x: 50, y: 30, text: 'Supplier Security Form — Confidential', size: 8 }];
    pages.push(page);
    y = 60;
  };
  newPage();
  const width = 480;
  for (const [heading, qs] of FORM_SECTIONS) {
    if (y > 700) newPage();
    page.push({ x: 50, y, text: heading, size: 13, bold: true });
    y += 22;
    for (const it of qs) {
      const lines = wrap(it.q, width, 10);
      if (y + (lines.length + (it.bullets?.length ?? 0) + 2) * 13 > 800) newPage();
      for (const l of lines) {
        page.push({ x: 50, y, text: l, size: 10 });
        y += 13;
      }
      for (const b of it.bullets ?? []) {
        page.push({ x: 62, y, text: `•  ${b}`, size: 10 });
        y += 13;
      }
      if (it.answer) {
        page.push({ x: 50, y: y + 3, text: it.answer, size: 10 });
        y += 16;
      }
      y += 10;
      questions.push({ id: null, question: it.q });
    }
    y += 6;
  }
  return { buffer: await render(pages), questions };
}
