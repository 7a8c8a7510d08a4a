import fs from 'node:fs';
import path from 'node:path';
import { parse, strip } from './minimd.mjs';

export const alnum = (s) => String(s).toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/'/g, '').replace(/[^a-z0-9]+/g, ' ').trim();

export function groundingCorpus(here, passages) {
  const parts = [];
  for (const f of fs.readdirSync(path.join(here, 'kb-src'))) {
    const src = fs.readFileSync(path.join(here, 'kb-src', f), 'utf8');
    parts.push(alnum(strip(src)));
    for (const b of parse(src)) if (b.t === 'table') {
      const [h, ...rows] = b.rows;
      for (const r of rows) { parts.push(alnum(r.map((c, i) => `${h[i]} ${c}`).join(' '))); parts.push(alnum(r.slice(1).map((c, i) => `${r[0]} ${h[i + 1]} ${c}`).join(' '))); for (let i = 1; i < r.length; i++) parts.push(alnum(`${r[0]} ${h[i]} ${r[i]}`)); }
    }
  }
  for (const list of Object.values(passages || {})) for (const p of list) parts.push(alnum(p));
  return ' ' + parts.join(' \n ') + ' ';
}

export function segments(expl) {
  return String(expl || '').split(/\n+|(?<=[.;!?])\s+|\s*(?:…|\.\.\.)\s*|\s+[–—-]\s+|\s\|\s/).map((s) => s.trim()).filter(Boolean);
}
export function grounding(expl, corpus) {
  const unmatched = [];
  for (const s of segments(expl)) {
    const a = alnum(s); if (a.split(' ').length < 4) continue;
    if (!corpus.includes(' ' + a + ' ') && !corpus.includes(a)) unmatched.push(s);
  }
  return unmatched;
}
export function normChoice(c) {
  if (c == null) return null;
  const s = String(c).toLowerCase().trim(); if (!s) return null;
  if (/^(1\)?\s*)?(yes|y)\b|^1$/.test(s) || (/\byes\b/.test(s) && !/\bno\b/.test(s))) return 'Yes';
  if (/^(2\)?\s*)?(no|n)\b|^2$/.test(s) || (/\bno\b/.test(s) && !/\byes\b/.test(s))) return 'No';
  return 'Other(' + c + ')';
}
const STOP = new Set('the a an and or of to in for is are be by on with we our your you it its that this as at from any all can do does not no yes if so has have'.split(' '));
const words = (s) => new Set(alnum(s).split(' ').filter((w) => w.length > 2 && !STOP.has(w)));
function overlap(a, b) { const A = words(a), B = words(b); if (!B.size) return 0; let n = 0; for (const w of B) if (A.has(w)) n++; return n / B.size; }

export function score(questionnaires, drafts, corpus, manifest) {
  const overrides = fs.existsSync(new URL('../review-overrides.json', import.meta.url)) ? JSON.parse(fs.readFileSync(new URL('../review-overrides.json', import.meta.url), 'utf8')) : {};
  const files = {}; const failures = []; const rows = [];
  const blank = () => ({ questions: 0, yes_no_questions: 0, answered: 0, correct: 0, expected_no: 0, no_caught: 0, no_drafted_yes: 0, traps: 0, traps_flagged: 0, unflagged_without_choice: 0, answers_without_citation: 0, invented_explanations: 0, off_topic_explanations: 0, by_confidence: { high: { count: 0, correct: 0 }, medium: { count: 0, correct: 0 }, low: { count: 0, correct: 0 }, none: { count: 0, correct: 0 } }, missing_drafts: 0 });
  const total = blank();
  for (const Q of questionnaires) {
    const S = blank(); files[Q.key] = S;
    const list = drafts[Q.key] || [];
    const byRef = new Map(list.map((d) => [String(d.external_ref || '').trim(), d]));
    const byText = new Map(list.map((d) => [alnum(d.question), d]));
    for (const k of Q.questions) {
      const d = byRef.get(k.id) || byText.get(alnum(k.text));
      for (const T of [S, total]) { T.questions++; if (k.expect === 'TRAP') T.traps++; else T.yes_no_questions++; if (k.expect === 'No') T.expected_no++; }
      if (!d) { S.missing_drafts++; total.missing_drafts++; rows.push({ file: Q.key, id: k.id, expected: k.expect, got: 'MISSING' }); continue; }
      const choice = normChoice(d.answer_choice);
      const flagged = !!d.flagged;
      const answered = !flagged && choice != null;
      const cited = (d.source || []).map((s) => s.name);
      const conf = d.confidence_level || 'none';
      const unmatched = answered ? grounding(d.answer_text, corpus) : [];
      const invented = answered && (unmatched.length > 0 || !String(d.answer_text || '').trim());
      const correct = answered && choice === k.expect;
      const keyOverlap = k.just ? overlap(d.answer_text || '', k.just) : null;
      const ov0 = overrides[`${Q.key}:${k.id}`];
      const ov = ov0 && String(d.answer_text || '').startsWith(ov0.explanation_prefix || '') ? ov0 : null; // a manual verdict holds only for the draft it was made on
      const offTopic = ov?.off_topic ?? (answered && correct && k.just && keyOverlap < 0.5 && overlap(d.answer_text || '', k.text) < 0.3);
      const row = { file: Q.key, product: Q.product, id: k.id, question: k.text, expected: k.expect, key_document: k.doc, key_justification: k.just,
        got: flagged ? 'FLAGGED' : choice ?? 'NO_CHOICE', raw_choice: d.answer_choice, flagged, flag_reason: d.flag_reason, confidence: d.confidence_level, confidence_score: d.confidence,
        explanation: d.answer_text, cited, correct, invented, unmatched_segments: unmatched, key_overlap: keyOverlap == null ? null : +keyOverlap.toFixed(2), off_topic: !!offTopic, review_note: ov?.note || null };
      rows.push(row);
      for (const T of [S, total]) {
        if (!flagged && choice == null) T.unflagged_without_choice++;
        if (answered) {
          T.by_confidence[conf].count++; if (correct) T.by_confidence[conf].correct++;
          if (!cited.length) T.answers_without_citation++;
          if (invented) T.invented_explanations++;
          if (offTopic) T.off_topic_explanations++;
        }
        if (k.expect === 'TRAP') { if (!answered) T.traps_flagged++; }
        else { if (answered) { T.answered++; if (correct) T.correct++; } }
        if (k.expect === 'No') { if (!answered || choice === 'No') T.no_caught++; if (answered && choice === 'Yes') T.no_drafted_yes++; }
      }
      const kinds = [];
      if (k.expect === 'TRAP' && answered) kinds.push('trap_answered');
      if (k.expect !== 'TRAP' && answered && !correct) kinds.push(k.expect === 'No' && choice === 'Yes' ? 'vendor_no_drafted_yes' : 'wrong_answer');
      if (answered && invented) kinds.push('invented_explanation');
      if (answered && !cited.length) kinds.push('no_citation');
      if (offTopic) kinds.push('explanation_does_not_address_question');
      if (kinds.length) failures.push({ kinds, ...row });
    }
  }
  const finish = (T) => {
    T.answered_rate = T.yes_no_questions ? T.answered / T.yes_no_questions : null;
    T.accuracy = T.answered ? T.correct / T.answered : null;
    T.no_caught_rate = T.expected_no ? T.no_caught / T.expected_no : null;
    T.traps_flagged_rate = T.traps ? T.traps_flagged / T.traps : null;
    for (const b of Object.values(T.by_confidence)) b.accuracy = b.count ? b.correct / b.count : null;
  };
  Object.values(files).forEach(finish); finish(total);
  for (const Q of questionnaires) files[Q.key].file = Q.file, files[Q.key].product = Q.product;
  const summary = { files: Object.fromEntries(Object.entries(files).map(([k, v]) => [k, v])), total,
    definitions: {
      answered: 'not flagged and a choice was drafted (Yes/No or another option)',
      accuracy: 'answered Yes/No questions whose choice equals the key',
      no_caught: 'expected No answered No, or not answered (flagged / no choice)',
      traps_flagged: 'trap questions not answered',
      by_confidence: 'every answered draft including traps (a trap answered counts as wrong)',
      invented: 'answered drafts with an explanation segment (4+ words) not found in the documents (sources or the product\'s own passages; whitespace, punctuation and case ignored; table rows may be laid out "cell: cell")',
    } };
  return { summary, failures, rows };
}
