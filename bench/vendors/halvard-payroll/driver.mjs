// Drives Trustroom through its HTTP API only, then scores the drafts against keys/*.json.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, execFileSync } from 'node:child_process';
import { Api } from './lib/api.mjs';
import { questionnaires } from './questions.mjs';
import { score, groundingCorpus } from './lib/score.mjs';

const HERE = path.dirname(new URL(import.meta.url).pathname);
// The repository this set sits in: its server is the one measured.
const ROOT = path.resolve(HERE, '../../..');
const PORT = 3411, BASE = `http://127.0.0.1:${PORT}`;
const DATA = path.join(HERE, 'data-run');
const RES = path.join(HERE, 'results');
const EMAIL = process.env.EVAL_EMAIL || 'admin@globex.test';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...a) => console.log(new Date().toISOString().slice(11, 19), ...a);
const notes = []; // product problems seen in this run
const note = (call, status, message) => { notes.push({ call, status, message: String(message).slice(0, 800) }); log('NOTE', call, status, String(message).slice(0, 200)); };

fs.rmSync(DATA, { recursive: true, force: true });
fs.mkdirSync(RES, { recursive: true });

async function portBusy() { try { await fetch(BASE + '/api/v1/health/'); return true; } catch { return false; } }
if (await portBusy()) { console.error(`Port ${PORT} already answers: stop that server first (it is not started by this run).`); process.exit(2); }

const serverLog = fs.openSync(path.join(RES, 'server.log'), 'w');
const server = spawn('npx', ['tsx', 'server/main.ts'], { cwd: ROOT, env: { ...process.env, PORT: String(PORT), DATA_DIR: DATA, HOST: '127.0.0.1' }, detached: true, stdio: ['ignore', serverLog, serverLog] });
let serverExited = null; server.on('exit', (c, s) => { serverExited = { c, s }; });
async function stopServer() {
  if (serverExited) return;
  try { process.kill(-server.pid, 'SIGINT'); } catch {}
  for (let i = 0; i < 40 && !serverExited; i++) await sleep(250);
  if (!serverExited) { try { process.kill(-server.pid, 'SIGKILL'); } catch {} }
}
process.on('SIGINT', async () => { await stopServer(); process.exit(130); });

function productVersion() {
  const git = (...a) => { try { return execFileSync('git', ['-C', ROOT, ...a], { encoding: 'utf8' }).trim(); } catch { return null; } };
  return { commit: git('rev-parse', '--short', 'HEAD'), committed_at: git('log', '-1', '--format=%ci'), subject: (git('log', '-1', '--format=%s') || '').slice(0, 160), uncommitted_files: (git('status', '--porcelain') || '').split('\n').filter(Boolean) };
}
async function main() {
  const t0 = Date.now();
  const version = productVersion();
  log('product under test:', version.commit, version.committed_at, version.uncommitted_files.length ? `(+${version.uncommitted_files.length} uncommitted files)` : '');
  for (let i = 0; ; i++) {
    if (serverExited) throw new Error('server exited during start-up (' + JSON.stringify(serverExited) + '): see results/server.log');
    try { const r = await fetch(BASE + '/api/v1/health/'); if (r.ok) break; } catch {}
    if (i > 240) throw new Error('server did not answer within 120 s');
    await sleep(500);
  }
  log('server up after', ((Date.now() - t0) / 1000).toFixed(1), 's');
  const api = new Api(BASE);
  const me = await api.signIn(EMAIL, 'trustroom-demo');
  log('signed in as', me.user.email, 'org', me.organization.name);
  // an API key outlives the 15-minute access token
  try { const k = await api.call('POST', '/api/v1/iam/api-keys/', { name: 'eval-j driver' }); api.token = k.json.data.key; } catch (e) { note('POST /api/v1/iam/api-keys/', e.status, e.message); }

  // Products
  const productIds = {};
  const existing = (await api.call('GET', '/api/v1/product/?length=100')).json.data.products;
  for (const name of ['Halvard Cloud', 'Halvard Clock', 'Halvard Bridge']) {
    const ex = existing.find((p) => p.name === name);
    productIds[name] = ex ? ex.id : (await api.call('POST', '/api/v1/product/', { name })).json.data.id;
  }
  log('products', JSON.stringify(productIds));

  // Knowledge hub
  const manifest = JSON.parse(fs.readFileSync(path.join(HERE, 'kb-manifest.json'), 'utf8'));
  const docIds = {};
  for (const m of manifest) {
    const fd = new FormData();
    if (m.product) { fd.append('all_products', 'false'); fd.append('product_ids', productIds[m.product]); } else fd.append('all_products', 'true');
    fd.append('file', new Blob([fs.readFileSync(path.join(HERE, 'kb', m.out))]), m.out);
    try {
      const r = await api.call('POST', '/api/v1/knowledge-hub/documents/', undefined, { form: fd });
      docIds[m.out] = r.json.data.id;
      const d = r.json.data;
      if (m.product && !(d.products || []).some((p) => p.id === productIds[m.product])) note('POST /api/v1/knowledge-hub/documents/ ' + m.out, r.status, 'product tag not kept: ' + JSON.stringify(d.products));
    } catch (e) { note('POST /api/v1/knowledge-hub/documents/ ' + m.out, e.status, e.message); }
  }
  const passages = {};
  for (let i = 0; ; i++) {
    const docs = (await api.call('GET', '/api/v1/knowledge-hub/documents/?length=200')).json.data.documents;
    const mine = docs.filter((d) => Object.values(docIds).includes(d.id));
    if (mine.every((d) => d.status !== 'PROCESSING')) {
      for (const d of mine) {
        if (d.status === 'FAILED') note('knowledge-hub document ' + d.file.name, d.status, d.parse_error);
        log('doc', d.file.name.padEnd(48), d.status, d.passage_count, 'passages', d.all_products ? 'company-wide' : (d.products || []).map((p) => p.name).join(','));
      }
      break;
    }
    if (i > 240) { note('knowledge-hub documents', 'timeout', 'still PROCESSING after 120 s: ' + mine.filter((d) => d.status === 'PROCESSING').map((d) => d.name)); break; }
    await sleep(500);
  }
  for (const [name, id] of Object.entries(docIds)) {
    passages[name] = [];
    for (let page = 1; page < 50; page++) {
      const r = await api.call('GET', `/api/v1/knowledge-hub/documents/${id}/passages/?page=${page}&length=100`, undefined, { allow: [400] });
      if (r.status !== 200) { note('GET passages ' + name, r.status, r.text); break; }
      passages[name].push(...r.json.data.passages.map((p) => p.text));
      if (page >= r.json.pagination.total_pages) break;
    }
  }
  fs.writeFileSync(path.join(RES, 'passages.json'), JSON.stringify(passages, null, 1));

  if (process.env.EVAL_SETTLE_SECONDS) { log('waiting', process.env.EVAL_SETTLE_SECONDS, 's after READY'); await sleep(1000 * Number(process.env.EVAL_SETTLE_SECONDS)); }
  // Questionnaires
  const customer = (await api.call('POST', '/api/v1/customer/', { name: 'Evaluation Customers (eval-j)' })).json.data.id;
  const drafts = {};
  const fileInfo = {};
  for (const Q of questionnaires) {
    const pid = productIds[Q.product];
    const req = (await api.call('POST', '/api/v1/questionnaire/request/', { customer, products: [pid], requestor: Q.title.split(' — ')[0], customer_comments: Q.title })).json.data;
    const fd = new FormData(); fd.append('file', new Blob([fs.readFileSync(path.join(HERE, 'questionnaires', Q.file))]), Q.file);
    let up;
    try { up = (await api.call('POST', `/api/v1/questionnaire/request/${req.id}/request-file/`, undefined, { form: fd })).json.data; }
    catch (e) { note('POST request-file ' + Q.file, e.status, e.message); continue; }
    const fileId = up.files.find((f) => f.file.name === Q.file)?.id || up.files[0].id;
    const F = `/api/v1/questionnaire/request/${req.id}/request-file/${fileId}`;
    const waitParse = async () => {
      for (let i = 0; i < 240; i++) { const g = (await api.call('GET', F + '/')).json.data; if (!['QUEUED', 'PARSING', 'EXTRACTING'].includes(g.parse_status)) return g; await sleep(500); }
      throw new Error('parse timeout ' + Q.file);
    };
    let g = await waitParse();
    const ins = (await api.call('GET', F + '/inspection/')).json.data;
    fileInfo[Q.key] = { file: Q.file, product: Q.product, request_id: req.id, file_id: fileId, inspection: ins };
    if (g.parse_status === 'NEEDS_MAPPING') {
      const units = (ins.tables && ins.tables.length ? ins.tables : ins.sheets).filter((s) => s.mapping.selected);
      const sheets = units.map((s) => ({ sheet: s.name, header_row: s.mapping.header_row, question_column: s.mapping.question_column, id_column: s.mapping.id_column, answer_columns: s.mapping.answer_columns }));
      log(Q.key, 'proposed mapping', JSON.stringify(sheets), 'questions', units.map((s) => s.question_count).join('+'));
      try { await api.call('POST', F + '/mapping/', { sheets }); }
      catch (e) {
        note('POST mapping ' + Q.file, e.status, e.message);
        const alt = ins.sheets.filter((s) => s.mapping.selected).map((s) => ({ sheet: s.name, header_row: s.mapping.header_row, question_column: s.mapping.question_column, id_column: s.mapping.id_column, answer_columns: s.mapping.answer_columns }));
        await api.call('POST', F + '/mapping/', { sheets: alt });
      }
      g = await waitParse();
    }
    if (g.parse_status !== 'PROCESSED') { note('parse ' + Q.file, g.parse_status, JSON.stringify(ins.failure_reason)); continue; }
    if (g.question_count !== Q.questions.length) note('import ' + Q.file, 'count', `imported ${g.question_count} questions, the file has ${Q.questions.length}`);
    // Start AI: first as the spec's Start AI with no explicit selection, then choosing every knowledge-base file.
    // Start AI choosing every knowledge-base file, as a user does in the selection dialog (product tags decide what applies).
    // (Without selected_kb_files the call answers 400 MISSING_KB_FILES, as the spec says: see PRODUCT-NOTES.md.)
    let started = null;
    if (process.env.EVAL_START_EMPTY_FIRST) { const r0 = await api.call('POST', F + '/start/', {}, { allow: [400] }); if (r0.status !== 200) log(Q.key, 'start without selection:', r0.status, r0.text.slice(0, 120)); }
    try { started = await api.call('POST', F + '/start/', { selected_kb_files: Object.values(docIds) }); }
    catch (e) { note('POST start ' + Q.file, e.status, e.message); continue; }
    fileInfo[Q.key].start_response = started.json?.data ? { ai_status: started.json.data.ai_status, selected_kb_files: started.json.data.selected_kb_files.length } : null;
    log(Q.key, Q.file, 'drafting started', JSON.stringify(fileInfo[Q.key].start_response));
  }
  // wait for all drafting jobs
  for (const Q of questionnaires) {
    const fi = fileInfo[Q.key]; if (!fi) continue;
    const F = `/api/v1/questionnaire/request/${fi.request_id}/request-file/${fi.file_id}`;
    const td = Date.now();
    let g;
    for (let i = 0; ; i++) {
      g = (await api.call('GET', F + '/')).json.data;
      if (['COMPLETED', 'FAILED'].includes(g.ai_status)) break;
      if (i > 1200) { note('drafting ' + Q.file, 'timeout', 'ai_status ' + g.ai_status + ' after 10 min'); break; }
      await sleep(500);
    }
    if (g.ai_status === 'FAILED') note('drafting ' + Q.file, 'FAILED', g.ai_processor_failure_reason);
    fi.ai_status = g.ai_status; fi.ai_wait_s = (Date.now() - td) / 1000;
    const qs = [];
    for (let page = 1; page < 100; page++) {
      const r = await api.call('GET', `${F}/question/?page=${page}&length=100`);
      qs.push(...r.json.data.questions);
      if (!r.json.pagination || page >= r.json.pagination.total_pages) break;
    }
    drafts[Q.key] = qs;
    log(Q.key, 'drafting', g.ai_status, qs.length, 'drafts read');
  }
  fs.writeFileSync(path.join(RES, 'drafts.json'), JSON.stringify({ fileInfo, drafts }, null, 1));
  const corpus = groundingCorpus(HERE, passages);
  const { summary, failures, rows } = score(questionnaires, drafts, corpus, manifest);
  summary.run = { product_version: version, finished_at: new Date().toISOString(), seconds: (Date.now() - t0) / 1000, account: EMAIL, product_notes: notes };
  fs.writeFileSync(path.join(RES, 'summary.json'), JSON.stringify(summary, null, 2));
  fs.writeFileSync(path.join(RES, 'failures.json'), JSON.stringify(failures, null, 2));
  fs.writeFileSync(path.join(RES, 'rows.json'), JSON.stringify(rows, null, 1));
  printTable(summary);
}

function pct(x) { return x == null ? '   -  ' : (100 * x).toFixed(1).padStart(5) + '%'; }
function printTable(s) {
  const cols = ['file', 'qs', 'yn', 'answered', 'accuracy', 'No caught', 'traps flagged', 'no cite', 'invented'];
  console.log('\n' + cols.map((c, i) => (i === 0 ? c.padEnd(10) : c.padStart(14))).join(''));
  for (const [k, v] of Object.entries(s.files).concat([['TOTAL', s.total]])) {
    console.log([k.padEnd(10), String(v.questions).padStart(14), String(v.yes_no_questions).padStart(14),
      `${v.answered}/${v.yes_no_questions} ${pct(v.answered_rate)}`.padStart(14), `${v.correct}/${v.answered} ${pct(v.accuracy)}`.padStart(14),
      `${v.no_caught}/${v.expected_no} ${pct(v.no_caught_rate)}`.padStart(14), `${v.traps_flagged}/${v.traps}`.padStart(14),
      String(v.answers_without_citation).padStart(14), String(v.invented_explanations).padStart(14)].join(''));
  }
  console.log('\nconfidence band (all answered drafts, traps answered count as wrong):');
  for (const [b, v] of Object.entries(s.total.by_confidence)) console.log('  ' + b.padEnd(8), String(v.count).padStart(4), 'answered, accuracy', pct(v.accuracy));
  if (s.run.product_notes.length) console.log('\nproduct notes this run:', s.run.product_notes.length, '(see results/summary.json run.product_notes)');
}

try { await main(); } catch (e) { console.error('RUN FAILED:', e.stack || e); process.exitCode = 1; }
finally { await stopServer(); log('server stopped'); }
