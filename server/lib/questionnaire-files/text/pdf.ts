import { QuestionnaireFileError } from '../errors';
import { openPdf } from '../pdf-open';
import { cleanText } from '../table/rows';
import { isAsking, norm } from '../table/vocab';
import type { ExtractedQuestion, FileLimits } from '../types';
import { questionsFromLines, splitAnswer, toExtracted, type ListQuestion } from './list';
import { layoutLines, type LayoutLine, type PdfTextItem } from './pdf-layout';

/**
 * Questions of a PDF questionnaire (filled PDFs give their answers too), read two ways: in the order the
 * producer wrote the text (which follows the cells of a table), and as laid out on the page (columns of
 * running text, identifiers split over a narrow gutter, paragraphs, headings and bullets). The reading
 * that finds more questions is kept; on a tie, the producer's order.
 */
export async function extractPdf(buf: Buffer, limits: FileLimits): Promise<ExtractedQuestion[]> {
  const pdf = await openPdf(buf, limits);
  const pages: PlacedLine[][] = [];
  const positioned: { items: PdfTextItem[]; width: number; height: number }[] = [];
  try {
    // one pass over the pages: the text in the producer's order and the positioned items
    for (let p = 1; p <= pdf.numPages; p++) {
      const page = await pdf.getPage(p);
      const [, , width, height] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      const items = (content.items as PdfTextItem[]).filter((i) => 'str' in i && i.str != null);
      pages.push(linesInOrder(items, height));
      positioned.push({ items, width, height });
      page.cleanup();
    }
  } catch {
    throw new QuestionnaireFileError('The file is not a valid PDF document: its text could not be read.');
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
  const lines = withoutRunning(pages.flatMap((p, i) => p.map((l) => ({ ...l, page: i + 1 })))).map((l) => l.text);
  if (!lines.some((l) => l.trim())) throw new QuestionnaireFileError('The PDF has no text to read (it may be a scan); upload a file with text.');
  const inOrder = questionsFromLines(lines);
  const laidOut = questionsFromLayout(withoutRunning(layoutLines(positioned)));
  return toExtracted(laidOut.length > inOrder.length ? laidOut : inOrder);
}

interface PlacedLine {
  text: string;
  /** baseline of the line's first text, from the top of the page */
  y: number;
}

/** The page's lines in the order the producer wrote its text, each with where it starts on the page. */
function linesInOrder(items: PdfTextItem[], pageHeight: number): PlacedLine[] {
  const out: PlacedLine[] = [];
  let text = '';
  let y: number | null = null;
  for (const i of items) {
    if (y === null && i.str.trim()) y = pageHeight - (i.transform[5] ?? 0);
    text += i.str;
    if (i.hasEOL) {
      out.push({ text, y: y ?? 0 });
      text = '';
      y = null;
    }
  }
  if (text) out.push({ text, y: y ?? 0 });
  return out;
}

/** Same text at the same height of the page: a running header or footer. */
const SAME_HEIGHT = 3;

/**
 * Drops running headers and footers: a line whose text comes back at the same height on at least half the
 * pages (of 3 or more), or at the top or bottom of every page of a shorter file. A line of the content that
 * recurs (the same answer to a question asked in every chapter) sits at another height each time and stays.
 */
export function withoutRunning<L extends { text: string; page: number; y: number }>(lines: L[]): L[] {
  const pages = new Set(lines.map((l) => l.page)).size;
  if (pages < 2) return lines;
  const key = (l: L) => l.text.trim();
  const heights = new Map<string, Map<number, Set<number>>>();
  const times = new Map<string, number>();
  const atEdge = new Map<string, Set<number>>();
  lines.forEach((l, i) => {
    const t = key(l);
    if (!t) return;
    const byHeight = heights.get(t) ?? new Map<number, Set<number>>();
    const y = Math.round(l.y);
    byHeight.set(y, (byHeight.get(y) ?? new Set()).add(l.page));
    heights.set(t, byHeight);
    times.set(t, (times.get(t) ?? 0) + 1);
    const edge = lines[i - 1]?.page !== l.page || lines[i + 1]?.page !== l.page;
    if (edge) atEdge.set(t, (atEdge.get(t) ?? new Set()).add(l.page));
  });
  /** pages on which the text stands within SAME_HEIGHT of y */
  const pagesNear = (t: string, y: number) => {
    const found = new Set<number>();
    for (const [h, on] of heights.get(t) ?? []) if (Math.abs(h - y) <= SAME_HEIGHT) for (const p of on) found.add(p);
    return found.size;
  };
  const running = (l: L) => {
    const t = key(l);
    if (!t) return false;
    if (pages >= 3) return pagesNear(t, Math.round(l.y)) >= Math.max(3, pages * 0.5);
    return times.get(t) === pages && atEdge.get(t)?.size === pages;
  };
  return lines.filter((l) => !running(l));
}

const asks = (text: string) => {
  const at = text.search(/[?？؟]/);
  return (at >= 0 && norm(text.slice(0, at)).split(' ').length >= 3) || isAsking(text);
};

/** Questions of laid-out lines: items that start with an identifier when the file has them (headings
 *  become their section, never part of a question), else paragraphs that ask, each with the bullets
 *  under it as its options (when they are choices) and the paragraphs after it as the answer. */
export function questionsFromLayout(lines: LayoutLine[]): ListQuestion[] {
  const sections: (string | null)[] = [];
  let section: string | null = null;
  for (const l of lines) {
    if (l.heading && !asks(l.text)) section = l.text;
    sections.push(section);
  }
  const marked = questionsFromLines(
    lines.map((l) => (l.heading && !asks(l.text) ? '' : l.text)),
    sections,
  );
  if (marked.some((q) => q.qid)) return marked;

  const paragraphs: { text: string; bullet: boolean; heading: boolean; section: string | null }[] = [];
  lines.forEach((l, i) => {
    const last = paragraphs[paragraphs.length - 1];
    const afterQuestion = i > 0 && /[?？؟]\s*$/.test(lines[i - 1]!.text) && /^[\p{Lu}\p{Lo}]/u.test(l.text);
    if (!last || l.paragraphStart || afterQuestion || last.heading !== l.heading)
      paragraphs.push({ text: l.text, bullet: l.bullet, heading: l.heading, section: sections[i]! });
    else last.text += ` ${l.text}`;
  });
  const out: (ListQuestion & { bullets: string[]; answer: string[] })[] = [];
  let current: (typeof out)[number] | null = null;
  for (const p of paragraphs) {
    if (p.heading && !asks(p.text)) {
      current = null;
      continue;
    }
    if (p.bullet) {
      current?.bullets.push(p.text.replace(/^[•▪◦·●○■□–\-*]\s*/, ''));
      continue;
    }
    if (asks(p.text)) {
      current = {
        row: out.length + 1,
        qid: null,
        section: p.section,
        question: cleanText(p.text),
        options: null,
        choice: null,
        text: null,
        bullets: [],
        answer: [],
      };
      out.push(current);
      continue;
    }
    current?.answer.push(p.text);
  }
  return out.map(({ bullets, answer, ...q }) => {
    const choices =
      bullets.length >= 2 &&
      bullets.every((b) => splitAnswer(b).choice !== null || b.split(' ').length <= 3) &&
      bullets.some((b) => splitAnswer(b).choice !== null);
    return { ...q, options: choices ? bullets : null, ...splitAnswer(answer.join(' ')) };
  });
}
