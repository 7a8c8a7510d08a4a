import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; summary?: string }[];
}

/** Runs axe-core's WCAG 2.0/2.1 A and AA rules on the page as it is now; returns the violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    type Found = { id: string; impact: string | null; help: string; nodes: { target: string[]; html: string; failureSummary?: string }[] };
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Found[] }> } }).axe;
    const res = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return res.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target,
        html: n.html.slice(0, 200),
        summary: n.failureSummary?.replace(/^Fix any of the following:\s*/, '').slice(0, 160),
      })),
    }));
  });
}

/** One line a violation: rule, how many elements, and the first few of them. */
export function describeViolations(vs: AxeViolation[]): string {
  return vs
    .map(
      (v) =>
        `${v.id} (${v.nodes.length}): ${v.help} — ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')} [${n.summary ?? ''}] ${n.html.slice(0, 80)}`)
          .join('\n    ')}`,
    )
    .join('\n');
}
