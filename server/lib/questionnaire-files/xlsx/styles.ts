import { NS, parseAttrs } from '../xml';

/** What the reader needs from styles.xml: which cell styles are dates, and a few looks for the sheet view. */
export interface CellLook {
  date: boolean;
  bold: boolean;
  wrap: boolean;
  align: string | null;
  fill: boolean;
}

const BUILTIN_DATE = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);

function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\\./g, '');
  return /[ymdhs]/i.test(bare) && !/^[#0.,%\s]*$/.test(bare) && !/general/i.test(bare);
}

function section(xml: string, name: string): string {
  const m = new RegExp(`<${NS}${name}\\b[^>]*>([\\s\\S]*?)</${NS}${name}>`).exec(xml);
  return m?.[1] ?? '';
}

export function parseStyles(xml: string | null): CellLook[] {
  if (!xml) return [];
  const customDate = new Set<number>();
  for (const m of section(xml, 'numFmts').matchAll(new RegExp(`<${NS}numFmt\\b([^>]*)/?>`, 'g'))) {
    const a = parseAttrs(m[1]!);
    if (a.formatCode && isDateFormat(a.formatCode)) customDate.add(Number(a.numFmtId));
  }
  const bolds: boolean[] = [];
  for (const m of section(xml, 'fonts').matchAll(new RegExp(`<${NS}font\\b[^>]*?(?:/>|>([\\s\\S]*?)</${NS}font>)`, 'g'))) {
    bolds.push(new RegExp(`<${NS}b(?:\\s+val="(?:1|true)")?\\s*/>`).test(m[1] ?? ''));
  }
  const solidFills: boolean[] = [];
  for (const m of section(xml, 'fills').matchAll(new RegExp(`<${NS}fill\\b[^>]*?(?:/>|>([\\s\\S]*?)</${NS}fill>)`, 'g'))) {
    solidFills.push(/patternType="solid"/.test(m[1] ?? ''));
  }
  const looks: CellLook[] = [];
  for (const m of section(xml, 'cellXfs').matchAll(new RegExp(`<${NS}xf\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${NS}xf>)`, 'g'))) {
    const a = parseAttrs(m[1]!);
    const inner = m[2] ?? '';
    const fmt = Number(a.numFmtId ?? 0);
    const al = new RegExp(`<${NS}alignment\\b([^>]*)/?>`).exec(inner);
    const align = al ? parseAttrs(al[1]!) : {};
    looks.push({
      date: BUILTIN_DATE.has(fmt) || customDate.has(fmt),
      bold: bolds[Number(a.fontId ?? 0)] ?? false,
      wrap: align.wrapText === '1' || align.wrapText === 'true',
      align: align.horizontal ?? null,
      fill: solidFills[Number(a.fillId ?? 0)] ?? false,
    });
  }
  return looks;
}

/** Excel serial day → ISO date (1900 date system, with its 1900-02-29 quirk). */
export function serialToIso(serial: number): string {
  const ms = Math.round((serial - 25569) * 86400 * 1000);
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return String(serial);
  const iso = d.toISOString();
  return serial % 1 === 0 ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
}
