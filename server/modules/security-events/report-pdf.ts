import PDFDocument from 'pdfkit';
import {
  statusLabels,
  type SecurityEvent,
  type SecurityEventReport,
  type SecurityEventStatus,
  type SecurityEventUpdate,
} from '@shared/contracts/security-events';

/**
 * The closing report of a security event as a PDF: a cover band, the key facts, summary, impact, root
 * cause, the timeline of every update (oldest first) and the closure. Laid out for A4 with a footer
 * on every page. Customer names are left out: the report is often shared with one customer.
 */
export interface ReportInput {
  company: string;
  event: SecurityEvent;
  report: SecurityEventReport;
  updates: SecurityEventUpdate[];
}

const M = 56;
const ink = '#0f172a';
const body = '#334155';
const muted = '#64748b';
const line = '#e2e8f0';
const accent = '#1e3a8a';
const statusColor: Record<SecurityEventStatus, string> = { OPEN: '#c92a2a', IN_PROGRESS: '#d9480f', CLOSED: '#2b8a3e' };

const fmt = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
        hour12: false,
      }) + ' UTC'
    : '—';

function duration(from: string, to: string | null): string {
  if (!to) return '—';
  const mins = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));
  const d = Math.floor(mins / 1440);
  const h = Math.floor((mins % 1440) / 60);
  const m = mins % 60;
  return [d && `${d} day${d === 1 ? '' : 's'}`, h && `${h} h`, (!d && m) || (!d && !h) ? `${m} min` : ''].filter(Boolean).join(' ');
}

/** Keeps text inside what the built-in PDF fonts can draw. */
const clean = (s: string) =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2192/g, '->')
    .replace(/[^\t\n\r\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2022\u2026\u20ac]/g, '?');

export function renderReportPdf(input: ReportInput): Promise<Buffer> {
  const { event, report, updates } = input;
  const company = clean(input.company || 'Security team');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: M, bottom: M + 24, left: M, right: M },
      bufferPages: true,
      compress: true,
      info: { Title: `Security incident report: ${clean(event.name)}`, Author: company, Creator: 'Trustroom' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const width = doc.page.width - 2 * M;
    const bottom = () => doc.page.height - M - 24;
    const ensure = (h: number) => {
      if (doc.y + h > bottom()) doc.addPage();
    };

    // Cover band: its height follows the title (up to two lines).
    doc.font('Helvetica-Bold').fontSize(22);
    const titleH = Math.min(doc.heightOfString(clean(event.name), { width }), 58);
    const pillY = 64 + titleH + 10;
    const band = pillY + 17 + 30;
    doc.rect(0, 0, doc.page.width, band).fill(accent);
    doc
      .fillColor('#c7d2fe')
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(`${company.toUpperCase()}  ·  SECURITY INCIDENT REPORT`, M, 44, { characterSpacing: 1.2, width });
    doc
      .fillColor('#ffffff')
      .font('Helvetica-Bold')
      .fontSize(22)
      .text(clean(event.name), M, 64, { width, height: titleH + 2, ellipsis: true });
    const pill = (label: string, x: number, y: number, color: string) => {
      doc.font('Helvetica-Bold').fontSize(8.5);
      const w = doc.widthOfString(label) + 16;
      doc.roundedRect(x, y, w, 17, 8.5).fill(color);
      doc.fillColor('#ffffff').text(label, x + 8, y + 4.5, { lineBreak: false });
      return w;
    };
    pill(statusLabels[event.status].toUpperCase(), M, pillY, statusColor[event.status]);

    // Key facts.
    const factsTop = band + 28;
    const impactCount = updates.filter((u) => u.customer_impact).length;
    const facts: [string, string][] = [
      ['Opened', fmt(event.created_at)],
      ['Closed', fmt(event.closed_at)],
      ['Duration', duration(event.created_at, event.closed_at)],
      ['Updates published', `${updates.length} (${updates.filter((u) => u.is_public).length} public)`],
      ['Affected products', event.products.length ? clean(event.products.map((p) => p.name).join(', ')) : 'None recorded'],
      ['Affected customer accounts', String(event.customers.length)],
    ];
    const colW = width / 3;
    facts.forEach(([k, v], i) => {
      const x = M + (i % 3) * colW;
      const y = factsTop + Math.floor(i / 3) * 46;
      doc
        .fillColor(muted)
        .font('Helvetica-Bold')
        .fontSize(7.5)
        .text(k.toUpperCase(), x, y, { width: colW - 12, characterSpacing: 0.6 });
      doc
        .fillColor(ink)
        .font('Helvetica')
        .fontSize(10.5)
        .text(v, x, y + 12, { width: colW - 12, height: 28, ellipsis: true });
    });
    doc
      .moveTo(M, factsTop + 96)
      .lineTo(M + width, factsTop + 96)
      .lineWidth(0.8)
      .strokeColor(line)
      .stroke();
    doc.x = M;
    doc.y = factsTop + 110;

    const heading = (title: string) => {
      ensure(60);
      doc.moveDown(0.6).fillColor(accent).font('Helvetica-Bold').fontSize(13).text(title, M, doc.y, { width });
      doc.moveDown(0.35);
    };
    const para = (text: string, fallback: string) => {
      doc
        .fillColor(text.trim() ? body : muted)
        .font(text.trim() ? 'Helvetica' : 'Helvetica-Oblique')
        .fontSize(10.5)
        .text(clean(text.trim() || fallback), M, doc.y, { width, lineGap: 2.5, align: 'left' });
    };

    heading('Summary');
    para(report.summary, 'No summary was written.');
    heading('Impact');
    para(report.impact, 'No impact statement was written.');
    doc
      .moveDown(0.3)
      .fillColor(muted)
      .font('Helvetica')
      .fontSize(9.5)
      .text(impactCount ? `${impactCount} of ${updates.length} updates reported customer impact.` : 'No update reported customer impact.', M, doc.y, { width });
    heading('Root cause');
    para(report.root_cause, 'No root cause was recorded.');

    // Timeline: a rail with a dot per update.
    heading('Timeline of updates');
    if (updates.length === 0) para('', 'No updates were published.');
    const railX = M + 6;
    const textX = M + 26;
    const textW = width - 26;
    updates.forEach((u, i) => {
      doc.font('Helvetica').fontSize(10);
      const desc = clean(u.description);
      const descH = doc.heightOfString(desc, { width: textW, lineGap: 2 });
      ensure(Math.min(46 + descH, 220));
      const top = doc.y + 4;
      const color = statusColor[u.event_status];
      doc.fillColor(muted).font('Helvetica-Bold').fontSize(8).text(fmt(u.created_at).toUpperCase(), textX, top, { width: textW, characterSpacing: 0.4 });
      let x = textX;
      const tagY = doc.y + 3;
      x += pill(statusLabels[u.event_status], x, tagY, color) + 6;
      if (u.customer_impact) x += pill('Customer impact', x, tagY, '#862e9c') + 6;
      if (!u.is_public) pill('Sent to affected customers only', x, tagY, '#495057');
      doc
        .fillColor(ink)
        .font('Helvetica-Bold')
        .fontSize(11.5)
        .text(clean(u.title), textX, tagY + 24, { width: textW });
      doc
        .fillColor(body)
        .font('Helvetica')
        .fontSize(10)
        .text(desc, textX, doc.y + 2, { width: textW, lineGap: 2 });
      if (u.external_link)
        doc
          .fillColor('#1c7ed6')
          .fontSize(9)
          .text(clean(u.external_link), textX, doc.y + 2, { width: textW, link: u.external_link, underline: true });
      const end = doc.y + 12;
      doc.circle(railX, top + 4, 4.5).fill(color);
      if (i < updates.length - 1)
        doc
          .moveTo(railX, top + 12)
          .lineTo(railX, end + 4)
          .lineWidth(1.2)
          .strokeColor(line)
          .stroke();
      doc.y = end;
      doc.x = M;
    });

    heading('Resolution and closure');
    para(report.resolution, 'No resolution was recorded.');
    ensure(40);
    doc
      .moveDown(0.5)
      .fillColor(muted)
      .font('Helvetica')
      .fontSize(9.5)
      .text(
        `Event closed ${fmt(event.closed_at)} after ${duration(event.created_at, event.closed_at)}. Report prepared by ${clean(report.created_by)} on ${fmt(report.created_at)}.`,
        M,
        doc.y,
        { width },
      );

    // Footer on every page.
    const range = doc.bufferedPageRange();
    for (let p = range.start; p < range.start + range.count; p++) {
      doc.switchToPage(p);
      // Writing below the bottom margin would start a new page: lift the margin while the footer is drawn.
      doc.page.margins.bottom = 0;
      const y = doc.page.height - M + 4;
      doc
        .moveTo(M, y - 8)
        .lineTo(M + width, y - 8)
        .lineWidth(0.6)
        .strokeColor(line)
        .stroke();
      doc.fillColor(muted).font('Helvetica').fontSize(8);
      doc.text(`${company} · Security incident report · ${clean(event.name)}`, M, y, { width: width - 80, lineBreak: false, ellipsis: true, height: 10 });
      doc.text(`Page ${p - range.start + 1} of ${range.count}`, M + width - 80, y, { width: 80, align: 'right', lineBreak: false });
    }
    doc.end();
  });
}

export const reportFileName = (name: string) =>
  `security-incident-report-${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event'
  }.pdf`;
