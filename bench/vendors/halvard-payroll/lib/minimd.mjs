// Tiny markdown reader for our own sources: headings, paragraphs, bullets, numbered items, tables, **bold**, *italic*.
export function parse(src) {
  const lines = src.replace(/\r/g, '').split('\n');
  const blocks = []; let para = [];
  const flush = () => { if (para.length) { blocks.push({ t: 'p', text: para.join(' ') }); para = []; } };
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (!l.trim()) { flush(); continue; }
    let m;
    if ((m = l.match(/^(#{1,3})\s+(.*)$/))) { flush(); blocks.push({ t: 'h', level: m[1].length, text: m[2] }); continue; }
    if (l.startsWith('|')) {
      flush(); const rows = [];
      while (i < lines.length && lines[i].startsWith('|')) {
        const cells = lines[i].trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
        if (!cells.every((c) => /^-+$/.test(c))) rows.push(cells);
        i++;
      }
      i--; blocks.push({ t: 'table', rows }); continue;
    }
    if ((m = l.match(/^-\s+(.*)$/))) { flush(); blocks.push({ t: 'li', text: m[1] }); continue; }
    if ((m = l.match(/^(\d+)\.\s+(.*)$/))) { flush(); blocks.push({ t: 'ol', n: m[1], text: m[2] }); continue; }
    para.push(l.trim());
  }
  flush();
  return blocks;
}
export const strip = (s) => s.replace(/\*\*(.+?)\*\*/g, '$1').replace(/\*(.+?)\*/g, '$1');
export function runs(s) { // [{text,bold,italic}]
  const out = []; const re = /\*\*(.+?)\*\*|\*(.+?)\*/g; let last = 0, m;
  while ((m = re.exec(s))) { if (m.index > last) out.push({ text: s.slice(last, m.index) }); out.push(m[1] ? { text: m[1], bold: true } : { text: m[2], italic: true }); last = re.lastIndex; }
  if (last < s.length) out.push({ text: s.slice(last) });
  return out;
}
