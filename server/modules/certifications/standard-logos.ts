import { escapeHtml as esc } from '@shared/html';

/**
 * The built-in catalogue of standard logos: simple, clean badges drawn here (no third-party marks),
 * served as SVG images at /api/v1/document/standard-logos/{key}.svg.
 */
interface LogoDef {
  key: string;
  name: string;
  /** Big line and small line of the badge. */
  title: string;
  subtitle?: string;
  color: string;
  shape: 'circle' | 'shield' | 'hexagon';
  stars?: boolean;
}

const defs: LogoDef[] = [
  { key: 'soc2', name: 'SOC 2', title: 'SOC 2', subtitle: 'TYPE II', color: '#2563eb', shape: 'circle' },
  { key: 'soc1', name: 'SOC 1', title: 'SOC 1', subtitle: 'TYPE II', color: '#1e40af', shape: 'circle' },
  { key: 'soc3', name: 'SOC 3', title: 'SOC 3', subtitle: 'REPORT', color: '#3b82f6', shape: 'circle' },
  { key: 'iso27001', name: 'ISO/IEC 27001', title: '27001', subtitle: 'ISO/IEC', color: '#0f766e', shape: 'hexagon' },
  { key: 'iso27701', name: 'ISO/IEC 27701', title: '27701', subtitle: 'ISO/IEC', color: '#7c3aed', shape: 'hexagon' },
  { key: 'iso27017', name: 'ISO/IEC 27017', title: '27017', subtitle: 'ISO/IEC', color: '#0891b2', shape: 'hexagon' },
  { key: 'iso27018', name: 'ISO/IEC 27018', title: '27018', subtitle: 'ISO/IEC', color: '#0369a1', shape: 'hexagon' },
  { key: 'iso9001', name: 'ISO 9001', title: '9001', subtitle: 'ISO', color: '#4d7c0f', shape: 'hexagon' },
  { key: 'iso22301', name: 'ISO 22301', title: '22301', subtitle: 'ISO', color: '#15803d', shape: 'hexagon' },
  { key: 'pci_dss', name: 'PCI DSS', title: 'PCI', subtitle: 'DSS', color: '#b45309', shape: 'shield' },
  { key: 'hipaa', name: 'HIPAA', title: 'HIPAA', subtitle: 'COMPLIANT', color: '#be123c', shape: 'shield' },
  { key: 'hitrust', name: 'HITRUST CSF', title: 'HITRUST', subtitle: 'CSF', color: '#9f1239', shape: 'shield' },
  { key: 'gdpr', name: 'GDPR', title: 'GDPR', subtitle: 'READY', color: '#1e3a8a', shape: 'circle', stars: true },
  { key: 'ccpa', name: 'CCPA', title: 'CCPA', subtitle: 'PRIVACY', color: '#0e7490', shape: 'circle' },
  { key: 'csa_star', name: 'CSA STAR', title: 'STAR', subtitle: 'CSA', color: '#ca8a04', shape: 'circle' },
  { key: 'tx_ramp', name: 'TX-RAMP', title: 'TX-RAMP', subtitle: 'CERTIFIED', color: '#9a3412', shape: 'shield' },
  { key: 'fedramp', name: 'FedRAMP', title: 'FedRAMP', subtitle: 'AUTHORIZED', color: '#1e3a8a', shape: 'shield' },
  { key: 'stateramp', name: 'StateRAMP', title: 'StateRAMP', subtitle: 'AUTHORIZED', color: '#334155', shape: 'shield' },
  { key: 'nist_csf', name: 'NIST CSF', title: 'NIST', subtitle: 'CSF', color: '#475569', shape: 'hexagon' },
  { key: 'cyber_essentials', name: 'Cyber Essentials', title: 'CYBER', subtitle: 'ESSENTIALS', color: '#047857', shape: 'circle' },
  { key: 'tisax', name: 'TISAX', title: 'TISAX', subtitle: 'LABEL', color: '#6d28d9', shape: 'hexagon' },
  { key: 'c5', name: 'BSI C5', title: 'C5', subtitle: 'BSI', color: '#b91c1c', shape: 'circle' },
];

function shade(hex: string, f: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (s: number) => Math.max(0, Math.min(255, Math.round(((n >> s) & 255) * f)));
  return `#${[16, 8, 0].map((s) => ch(s).toString(16).padStart(2, '0')).join('')}`;
}

function outline(shape: LogoDef['shape'], inset: number): string {
  const i = inset;
  if (shape === 'circle') return `<circle cx="60" cy="60" r="${56 - i}"/>`;
  if (shape === 'hexagon') {
    const r = 56 - i;
    const pts = Array.from({ length: 6 }, (_, k) => {
      const a = (Math.PI / 3) * k - Math.PI / 2;
      return `${(60 + r * Math.cos(a)).toFixed(1)},${(60 + r * Math.sin(a)).toFixed(1)}`;
    });
    return `<polygon points="${pts.join(' ')}"/>`;
  }
  return `<path d="M60 ${4 + i} L${108 - i} ${20 + i * 0.6} V${58} C${108 - i} ${86 - i * 0.3} ${86 - i * 0.4} ${106 - i * 0.6} 60 ${116 - i} C${34 + i * 0.4} ${106 - i * 0.6} ${12 + i} ${86 - i * 0.3} ${12 + i} 58 V${20 + i * 0.6} Z"/>`;
}

function render(d: LogoDef): string {
  const dark = shade(d.color, 0.72);
  const titleSize = d.title.length <= 4 ? 30 : d.title.length <= 5 ? 26 : d.title.length <= 7 ? 19 : 16;
  const stars = d.stars
    ? Array.from({ length: 12 }, (_, k) => {
        const a = (Math.PI / 6) * k;
        return `<circle cx="${(60 + 42 * Math.cos(a)).toFixed(1)}" cy="${(60 + 42 * Math.sin(a)).toFixed(1)}" r="2.2" fill="#fde047"/>`;
      }).join('')
    : '';
  const check = `<path d="M52 ${d.shape === 'shield' ? 24 : 22} l5 5 l10 -10" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${esc(d.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${d.color}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<g fill="url(#g)">${outline(d.shape, 0)}</g>
<g fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="2">${outline(d.shape, 7)}</g>
${stars}${d.stars ? '' : check}
<text x="60" y="${d.subtitle ? 68 : 72}" text-anchor="middle" font-family="Inter,'Segoe UI',Helvetica,Arial,sans-serif" font-weight="800" font-size="${titleSize}" fill="#fff">${esc(d.title)}</text>
${d.subtitle ? `<text x="60" y="86" text-anchor="middle" font-family="Inter,'Segoe UI',Helvetica,Arial,sans-serif" font-weight="600" font-size="${d.subtitle.length > 8 ? 8.5 : 10}" letter-spacing="1.4" fill="#fff" fill-opacity="0.9">${esc(d.subtitle)}</text>` : ''}
</svg>`;
}

export const standardLogoUrl = (key: string) => `/api/v1/document/standard-logos/${key}.svg`;

const rendered = new Map(defs.map((d) => [d.key, render(d)]));

export const standardLogos = defs.map((d) => ({ key: d.key, name: d.name, url: standardLogoUrl(d.key) }));

export function standardLogo(key: string | null | undefined) {
  return key ? (standardLogos.find((l) => l.key === key) ?? null) : null;
}

export function standardLogoSvg(key: string): string | null {
  return rendered.get(key) ?? null;
}

/** Suggests a standard logo for a certification name (used by the form and the demo seeder). */
export function guessStandardLogo(name: string): string | null {
  const n = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const hit = defs.find((d) => n.includes(d.key.replace(/[^a-z0-9]/g, '')) || n.includes(d.name.toLowerCase().replace(/[^a-z0-9]/g, '')));
  return hit?.key ?? null;
}
