#!/usr/bin/env python3
"""Drives Trustroom through its HTTP API only and scores the drafts against the answer keys."""
import json, os, re, sys, time, unicodedata, collections, traceback
sys.path.insert(0, os.path.dirname(__file__))
from api import Api

# The vendor's folder (its kb/, keys/, questionnaires/, results/): TR_VENDOR_DIR, or the folder run.sh runs in.
ROOT = os.path.abspath(os.environ.get('TR_VENDOR_DIR') or os.getcwd())
BASE = os.environ['TR_BASE']
LABEL = os.environ.get('TR_VENDOR_LABEL', os.path.basename(ROOT))
RES = os.path.join(ROOT, 'results')
REPO = os.environ.get('TR_REPO', '/work/main')
os.makedirs(os.path.join(RES, 'detail'), exist_ok=True)
PROBLEMS = []

def problem(call, status, message):
    PROBLEMS.append(dict(call=call, status=status, message=str(message)[:500]))
    print('  !! product problem:', call, status, str(message)[:200], flush=True)

def check(r, call, ok=(200, 201, 204)):
    if r.status_code not in ok:
        problem(call, r.status_code, r.text[:500])
        return False
    return True

def poll(fn, done, timeout, every=1.5):
    t0 = time.time(); last = None
    while time.time() - t0 < timeout:
        last = fn()
        if done(last): return last, True
        time.sleep(every)
    return last, False

# ---------- text normalisation for the "invented" check ----------
def norm_tokens(s):
    s = unicodedata.normalize('NFKC', s or '').lower()
    s = s.replace('’', "'").replace('‘', "'").replace('“', '"').replace('”', '"')
    s = re.sub(r"[^0-9a-z%]+", ' ', s)  # drop punctuation, table pipes, markdown, dashes
    return ' '.join(s.split())

def fragments(expl):
    # split an explanation into the pieces it quotes (sentences, ellipses, line breaks, bullets)
    parts = re.split(r'(?:\.\.\.|…|\n|(?<=[.;!?])\s+|\s[-–—•]\s)', expl or '')
    out = []
    for p in parts:
        t = norm_tokens(p)
        t = re.sub(r'^(yes|no|n a)\s+', '', t) if len(t.split()) > 3 else t
        if len(t.split()) >= 3: out.append(t)
    return out

def choice_of(q):
    c = (q.get('answer_choice') or '').strip()
    if not c: return None
    l = c.lower()
    l = re.sub(r'^\d+\)\s*', '', l)
    if l in ('yes', 'y', '1', 'true'): return 'Yes'
    if l in ('no', 'n', '2', 'false'): return 'No'
    if l in ('n/a', 'na', 'not applicable'): return 'N/A'
    return c

def main():
    manifest = json.load(open(os.path.join(ROOT, 'kb', 'manifest.json')))
    keys = [json.load(open(os.path.join(ROOT, 'keys', f))) for f in sorted(os.listdir(os.path.join(ROOT, 'keys'))) if f.endswith('.key.json')]
    t_start = time.time()
    a = Api(BASE, 'admin@globex.test')
    print('signed in as', a.user['email'], 'org', a.org['name'], flush=True)

    # ---- the organisation must start empty (fresh data dir)
    r = a.req('GET', '/api/v1/knowledge-hub/documents/?length=200')
    pre_docs = r.json()['pagination']['total_count'] if r.ok else None
    r = a.req('GET', '/api/v1/knowledge-hub/library/?length=1')
    pre_lib = r.json()['pagination']['total_count'] if r.ok else None
    print('before upload: documents', pre_docs, 'library answers', pre_lib, flush=True)

    # ---- products
    products = {}
    existing = {p['name']: p['id'] for p in a.req('GET', '/api/v1/product/?length=200').json()['data']['products']}
    for name in sorted({m['scope'] for m in manifest if m['scope']} | {k['product'] for k in keys}):
        if name in existing: products[name] = existing[name]; continue
        r = a.req('POST', '/api/v1/product/', json={'name': name})
        if check(r, 'POST /api/v1/product/'): products[name] = r.json()['data']['id']
    print('products', len(products), flush=True)

    # ---- knowledge hub documents
    ctypes = {'.md': 'text/markdown', '.txt': 'text/plain', '.pdf': 'application/pdf',
              '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'}
    doc_ids = {}
    for m in manifest:
        ext = os.path.splitext(m['file'])[1]
        data = {'name': m['name']}
        if m['scope']: data.update(all_products='false', product_ids=products[m['scope']])
        else: data.update(all_products='true')
        with open(os.path.join(ROOT, 'kb', m['file']), 'rb') as fh:
            r = a.req('POST', '/api/v1/knowledge-hub/documents/', files={'file': (m['file'], fh, ctypes[ext])}, data=data)
        if check(r, 'POST /api/v1/knowledge-hub/documents/ (%s)' % ext): doc_ids[m['file']] = r.json()['data']['id']
    def docs_state():
        return a.req('GET', '/api/v1/knowledge-hub/documents/?length=200').json()['data']['documents']
    docs, ok = poll(docs_state, lambda d: all(x['status'] != 'PROCESSING' for x in d), 300)
    if not ok: problem('GET /api/v1/knowledge-hub/documents/', 200, 'documents still PROCESSING after 300 s')
    doc_status = {}
    for x in docs:
        doc_status[x['file']['name']] = dict(status=x['status'], passages=x['passage_count'], format=x['format'])
        if x['status'] == 'FAILED': problem('knowledge-hub document parse (%s)' % x['format'], x['status'], x.get('parse_error'))
    print('documents', len(docs), collections.Counter(x['status'] for x in docs), 'in %.0fs' % (time.time() - t_start), flush=True)

    # ---- corpus for the invented-text check: our own source text + the product's own passages
    corpus = []
    tdir = os.path.join(ROOT, 'kb', 'text')
    for f in os.listdir(tdir): corpus.append(open(os.path.join(tdir, f)).read())
    for m in manifest: corpus.append(open(os.path.join(ROOT, 'kb', m['file']), errors='ignore').read() if m['file'].endswith(('.md', '.txt')) else '')
    for fname, did in doc_ids.items():
        page = 1
        while True:
            r = a.req('GET', '/api/v1/knowledge-hub/documents/%s/passages/?page=%d&length=200' % (did, page))
            if not check(r, 'GET /api/v1/knowledge-hub/documents/{id}/passages/'): break
            j = r.json()
            for p in j['data']['passages']:
                corpus.append(p.get('text') or ''); corpus.append(p.get('heading') or '')
            if page >= j['pagination'].get('total_pages', 1): break
            page += 1
    CORPUS = ' \n '.join(norm_tokens(c) for c in corpus)

    # ---- questionnaires
    per_file = {}
    for k in keys:
        fn = k['file']; print('questionnaire', fn, flush=True)
        tf = time.time()
        info = dict(product=k['product'], shape=k['shape'], questions_in_key=len(k['questions']))
        r = a.req('POST', '/api/v1/customer/', json={'name': 'Eval customer ' + fn.split('.')[0][:40]})
        if not check(r, 'POST /api/v1/customer/'): per_file[fn] = dict(info, error='customer'); continue
        cid = r.json()['data']['id']
        r = a.req('POST', '/api/v1/questionnaire/request/', json={'customer': cid, 'products': [products[k['product']]], 'requestor': os.environ.get('TR_REQUESTOR', 'evaluation')})
        if not check(r, 'POST /api/v1/questionnaire/request/'): per_file[fn] = dict(info, error='request'); continue
        rid = r.json()['data']['id']
        with open(os.path.join(ROOT, 'questionnaires', fn), 'rb') as fh:
            r = a.req('POST', '/api/v1/questionnaire/request/%s/request-file/' % rid, files={'file': (fn, fh)})
        if not check(r, 'POST /api/v1/questionnaire/request/{id}/request-file/'): per_file[fn] = dict(info, error='upload'); continue
        fid = [f for f in r.json()['data']['files'] if f['file']['name'] == fn][0]['id']
        base = '/api/v1/questionnaire/request/%s/request-file/%s/' % (rid, fid)
        getf = lambda: a.req('GET', base).json()['data']
        f, ok = poll(getf, lambda f: f['parse_status'] not in ('QUEUED', 'PARSING', 'EXTRACTING'), 180)
        info['parse_status_after_upload'] = f['parse_status']
        if f['parse_status'] == 'FAILED': problem('questionnaire parse', 'FAILED', f.get('ai_processor_failure_reason')); per_file[fn] = dict(info, error='parse'); continue
        if f['parse_status'] == 'NEEDS_MAPPING':
            r = a.req('GET', base + 'inspection/')
            if not check(r, 'GET .../inspection/'): per_file[fn] = dict(info, error='inspection'); continue
            ins = r.json()['data']
            cand = ins['sheets'] + ins['tables']
            chosen = [s for s in cand if s['mapping']['selected']]
            if not chosen:
                best = max(cand, key=lambda s: s['question_count'])
                problem('GET .../inspection/', 200, 'no sheet proposed; chose the one with most questions')
                chosen = [best]
            sheets = [dict(sheet=s['name'], **{x: s['mapping'][x] for x in ('question_column', 'id_column', 'answer_columns', 'header_row')}) for s in chosen]
            info['mapping'] = [dict(sheet=s['sheet'], question_column=s['question_column'], answer_kinds=[c['kind'] for c in s['answer_columns']]) for s in sheets]
            info['inspection_warnings'] = len(ins.get('warnings') or [])
            r = a.req('POST', base + 'mapping/preview/', json={'sheets': sheets})
            if check(r, 'POST .../mapping/preview/'): info['preview_total'] = r.json()['data']['total']
            r = a.req('POST', base + 'mapping/', json={'sheets': sheets})
            if not check(r, 'POST .../mapping/'): per_file[fn] = dict(info, error='mapping'); continue
            f, ok = poll(getf, lambda f: f['parse_status'] in ('PROCESSED', 'FAILED'), 180)
            if f['parse_status'] != 'PROCESSED': problem('questionnaire extraction after mapping', f['parse_status'], f.get('ai_processor_failure_reason')); per_file[fn] = dict(info, error='extract'); continue
        info['question_count'] = f.get('question_count')
        r = a.req('POST', base + 'start/', json={'selected_kb_files': list(doc_ids.values())})
        if not check(r, 'POST .../start/'): per_file[fn] = dict(info, error='start'); continue
        f, ok = poll(getf, lambda f: f['ai_status'] in ('COMPLETED', 'FAILED'), 900, 2)
        info['ai_status'] = f['ai_status']; info['draft_seconds'] = round(time.time() - tf, 1)
        if f['ai_status'] != 'COMPLETED': problem('drafting job', f['ai_status'], f.get('ai_processor_failure_reason') or 'timeout'); per_file[fn] = dict(info, error='drafting'); continue
        qs, page = [], 1
        while True:
            r = a.req('GET', base + 'question/?page=%d&length=500' % page)
            if not check(r, 'GET .../question/'): break
            j = r.json(); qs += j['data']['questions']
            if page >= j['pagination']['total_pages']: break
            page += 1
        per_file[fn] = score(k, qs, CORPUS, info)

    import subprocess
    try:
        if os.environ.get('TR_VERSION'): raise StopIteration
        head = subprocess.run(['git', '-C', REPO, 'rev-parse', '--short', 'HEAD'], capture_output=True, text=True).stdout.strip()
        dirty = bool(subprocess.run(['git', '-C', REPO, 'status', '--porcelain', '--untracked-files=no'], capture_output=True, text=True).stdout.strip())
        version = head + (' + uncommitted changes' if dirty else '')
    except StopIteration:
        version = os.environ['TR_VERSION']
    except Exception:
        version = 'unknown'
    summary = dict(generated_at=time.strftime('%Y-%m-%d %H:%M:%S'), seconds=round(time.time() - t_start, 1), product_version=version,
                   documents=dict(uploaded=len(doc_ids), of=len(manifest), status=collections.Counter(v['status'] for v in doc_status.values()),
                                  by_format={}, preexisting_documents=pre_docs, preexisting_library=pre_lib),
                   files={fn: {x: v for x, v in d.items() if x != 'detail'} for fn, d in per_file.items()},
                   total=total(per_file), product_problems=PROBLEMS)
    for v in doc_status.values():
        summary['documents']['by_format'].setdefault(v['format'], dict(count=0, passages=0))
        summary['documents']['by_format'][v['format']]['count'] += 1
        summary['documents']['by_format'][v['format']]['passages'] += v['passages']
    for fn, d in per_file.items():
        json.dump(d.get('detail', []), open(os.path.join(RES, 'detail', fn + '.json'), 'w'), indent=1, ensure_ascii=False)
    json.dump(summary, open(os.path.join(RES, 'summary.json'), 'w'), indent=1)
    write_figures(summary)

def norm_q(s): return norm_tokens(s)

def score(k, qs, CORPUS, info):
    by_text = {}
    for q in qs: by_text.setdefault(norm_q(q['question']), []).append(q)
    by_ref = {}
    for q in qs:
        if q.get('external_ref'): by_ref.setdefault(str(q['external_ref']).strip(), []).append(q)
    used = set(); detail = []
    for item in k['questions']:
        cands = [q for q in by_text.get(norm_q(item['question']), []) if q['id'] not in used]
        if not cands:  # fall back: the question contains ours (prefixes such as ids or sections)
            nq = norm_q(item['question'])
            cands = [q for q in qs if q['id'] not in used and nq in norm_q(q['question'])]
        q = cands[0] if cands else None
        if q: used.add(q['id'])
        detail.append((item, q))
    extras = len([q for q in qs if q['id'] not in used])
    c = collections.Counter(); bands = {b: collections.Counter() for b in ('high', 'medium', 'low', 'none')}
    out_detail = []
    for item, q in detail:
        exp = item['expected']
        row = dict(ref=item['ref'], expected=exp)
        if q is None:
            c['not_extracted'] += 1; row['state'] = 'not_extracted'
            if exp == 'TRAP': c['trap'] += 1
            else: c['yn'] += 1
            if exp == 'No': c['no_total'] += 1
            out_detail.append(row); continue
        flagged = bool(q.get('flagged'))
        ch = choice_of(q); expl = q.get('answer_text') or ''
        answered = (not flagged) and (ch is not None or expl.strip() != '')
        row.update(flagged=flagged, choice=ch, confidence=q.get('confidence_level'), sources=len(q.get('source') or []), answered=answered, question=item.get('question'), evidence=item.get('evidence'), document=item.get('document'), explanation=expl, reason=q.get('reason') or q.get('ai_reason') or q.get('flag_reason'), cited=[(x.get('name') or x.get('title')) for x in (q.get('source') or [])])
        if exp == 'TRAP':
            c['trap'] += 1
            if not answered: c['trap_flagged'] += 1
        else:
            c['yn'] += 1
            if answered:
                c['yn_answered'] += 1
                if ch == exp: c['yn_correct'] += 1
        if exp == 'No':
            c['no_total'] += 1
            if (answered and ch == 'No') or not answered: c['no_caught'] += 1
        if exp == 'Yes' and answered and ch == 'No': c['yes_answered_no'] += 1
        if exp == 'No' and answered and ch == 'Yes': c['no_answered_yes'] += 1
        if answered:
            c['answered'] += 1
            correct = (exp != 'TRAP' and ch == exp)
            if correct: c['answered_correct'] += 1
            b = q.get('confidence_level') or 'none'
            bands[b]['count'] += 1; bands[b]['correct'] += int(correct)
            docsrc = [s for s in (q.get('source') or []) if s.get('kind') in (None, 'document', 'library') or s.get('id')]
            if not docsrc: c['no_citation'] += 1
            if ch is None: c['answered_without_choice'] += 1
            if not expl.strip(): c['no_explanation'] += 1
            else:
                frs = fragments(expl)
                missing = [fr for fr in frs if fr not in CORPUS]
                row["explanation_fragments"] = len(frs); row["fragments_not_in_docs"] = len(missing); row["_missing"] = missing; row["_expl"] = expl
                if missing: c['invented'] += 1
                if not frs: c['explanation_too_short_to_check'] += 1
        out_detail.append(row)
    res = dict(info)
    res.update(extracted=len(qs), matched=len(qs) - extras, extra_rows=extras, counts=dict(c),
               bands={b: dict(v) for b, v in bands.items() if v['count']}, detail=out_detail)
    res['figures'] = figures(c, bands)
    return res

def pct(a, b): return None if not b else round(100.0 * a / b, 1)

def figures(c, bands):
    return dict(
        yn_questions=c['yn'], yn_answered=c['yn_answered'], yn_answered_pct=pct(c['yn_answered'], c['yn']),
        yn_correct=c['yn_correct'], accuracy_of_answered_pct=pct(c['yn_correct'], c['yn_answered']),
        no_total=c['no_total'], no_caught=c['no_caught'], no_caught_pct=pct(c['no_caught'], c['no_total']),
        no_answered_yes=c['no_answered_yes'], yes_answered_no=c['yes_answered_no'],
        traps=c['trap'], traps_flagged=c['trap_flagged'], traps_flagged_pct=pct(c['trap_flagged'], c['trap']),
        answered_all=c['answered'], answered_all_correct=c['answered_correct'], answered_all_accuracy_pct=pct(c['answered_correct'], c['answered']),
        no_citation=c['no_citation'], invented=c['invented'], no_explanation=c['no_explanation'],
        answered_without_choice=c['answered_without_choice'], not_extracted=c['not_extracted'],
        bands={b: dict(count=v['count'], correct=v['correct'], accuracy_pct=pct(v['correct'], v['count'])) for b, v in bands.items() if v['count']})

def total(per_file):
    c = collections.Counter(); bands = {b: collections.Counter() for b in ('high', 'medium', 'low', 'none')}
    for d in per_file.values():
        c.update(d.get('counts', {}))
        for b, v in d.get('bands', {}).items(): bands[b].update(v)
    return figures(c, bands)

def write_figures(summary):
    L = []
    L.append('Trustroom evaluation (%s) - figures. Run %s, %ss end to end (server start excluded). Product: the repository at %s.' % (LABEL, summary['generated_at'], summary['seconds'], summary.get('product_version')))
    d = summary['documents']
    L.append('Knowledge hub: %d/%d documents uploaded; status %s; by format %s' % (d['uploaded'], d['of'], dict(d['status']), json.dumps(d['by_format'])))
    L.append('')
    hdr = '%-6s %5s %5s %5s %5s | %-13s %-9s %-13s %-11s | %5s %5s %5s' % ('file', 'rows', 'Y/N', 'No', 'trap', 'Y/N answered', 'acc.ans.', 'No caught', 'traps flag', 'nocit', 'invnt', 'noexp')
    L.append(hdr); L.append('-' * len(hdr))
    def line(tag, f, rows):
        fa = lambda a, b, p: '%d/%d %s' % (a, b, ('%.0f%%' % p) if p is not None else '-')
        return '%-6s %5s %5d %5d %5d | %-13s %-9s %-13s %-11s | %5d %5d %5d' % (
            tag, rows, f['yn_questions'], f['no_total'], f['traps'], fa(f['yn_answered'], f['yn_questions'], f['yn_answered_pct']),
            ('%.0f%%' % f['accuracy_of_answered_pct']) if f['accuracy_of_answered_pct'] is not None else '-',
            fa(f['no_caught'], f['no_total'], f['no_caught_pct']), fa(f['traps_flagged'], f['traps'], f['traps_flagged_pct']),
            f['no_citation'], f['invented'], f['no_explanation'])
    tags = {}
    for i, (fn, v) in enumerate(summary['files'].items()):
        tag = 'Q%d' % (i + 1); tags[fn] = tag
        if 'figures' not in v: L.append('%-6s ERROR at step %s' % (tag, v.get('error'))); continue
        L.append(line(tag, v['figures'], v['questions_in_key']))
    t = summary['total']
    L.append(line('TOTAL', t, sum(v['questions_in_key'] for v in summary['files'].values())))
    L.append('')
    pl = {}
    for v in summary['files'].values():
        if v['product'] not in pl: pl[v['product']] = 'product %s' % 'ABC'[len(pl)]
    for fn, v in summary['files'].items():
        L.append('%s = %s file for %s: key rows %s, extracted %s, matched %s, extra rows %s, mapping sheets %s, drafting %ss' % (
            tags[fn], v['shape'], pl[v['product']], v['questions_in_key'], v.get('extracted'), v.get('matched'), v.get('extra_rows'), len(v.get('mapping') or []), v.get('draft_seconds')))
    L.append('')
    L.append('Confidence bands (all answered drafts incl. answered traps; an answered trap counts as wrong):')
    for tag, f in [(tags[fn], v['figures']) for fn, v in summary['files'].items() if 'figures' in v] + [('TOTAL', t)]:
        L.append('  %-6s ' % tag + '  '.join('%s %d ans, %s acc' % (b, v['count'], ('%.0f%%' % v['accuracy_pct']) if v['accuracy_pct'] is not None else '-') for b, v in f['bands'].items()))
    L.append('')
    L.append('Totals: answered %d, correct %d (%s%%); No answered Yes: %d; Yes answered No: %d; answered without a choice: %d; key rows not extracted: %d' % (
        t['answered_all'], t['answered_all_correct'], t['answered_all_accuracy_pct'], t['no_answered_yes'], t['yes_answered_no'], t['answered_without_choice'], t['not_extracted']))
    L.append('Definitions: answered = not flagged; accuracy = answered Y/N questions whose choice equals the key; No caught = expected No answered No or flagged;')
    L.append('nocit = answered without any source; invnt = answered whose explanation has a fragment (>=3 words) not found in the documents (whitespace/punctuation/table layout normalised);')
    L.append('noexp = answered with an empty explanation. Product problems (refused calls/crashes) this run: %d (see PRODUCT-NOTES.md).' % len(summary['product_problems']))
    txt = '\n'.join(L) + '\n'
    open(os.path.join(ROOT, 'FIGURES.txt'), 'w').write(txt)
    print(); print(txt)

if __name__ == '__main__':
    try:
        main()
    except Exception:
        traceback.print_exc()
        json.dump(PROBLEMS, open(os.path.join(RES, 'product-problems.json'), 'w'), indent=1)
        sys.exit(1)
    json.dump(PROBLEMS, open(os.path.join(RES, 'product-problems.json'), 'w'), indent=1)
