// Normalisation used for the key check and the "invented explanation" check.
export function norm(s) {
  return String(s)
    .replace(/\*\*(.+?)\*\*/g, '$1').replace(/(^|\s)\*(\S.*?)\*/g, '$1$2')
    .replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u2013\u2014]/g, '-')
    .replace(/\u00a0/g, ' ').replace(/\u2026/g, ' ')
    .replace(/[|]/g, ' ').replace(/^#+\s*/gm, '').replace(/^\s*[-•]\s+/gm, ' ')
    .replace(/\s+/g, ' ').trim().toLowerCase();
}
