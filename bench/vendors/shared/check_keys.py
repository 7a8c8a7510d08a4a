#!/usr/bin/env python3
"""Checks the answer keys: every document named exists in the built knowledge base, and every Yes/No key's
evidence is a verbatim fragment of that document's text (kb/text/<file>.txt, whitespace normalised).
Exit status 1 on any failure. Usage: check_keys.py <vendor folder> (a vendor may keep its own qsrc/check_keys.py)."""
import json, os, re, sys
ROOT = os.path.abspath(sys.argv[1])
ws = lambda s: re.sub(r'\s+', ' ', s or '').strip()
manifest = json.load(open(os.path.join(ROOT, 'kb', 'manifest.json')))
files = {m['file'] for m in manifest}
texts = {}
for f in files:
    p = os.path.join(ROOT, 'kb', 'text', f + '.txt')
    if not os.path.exists(p) or not os.path.exists(os.path.join(ROOT, 'kb', f)):
        print('MISSING built document:', f); sys.exit(1)
    texts[f] = ws(open(p, encoding='utf8').read())
bad = 0; n = 0; tot = {'Yes': 0, 'No': 0, 'TRAP': 0}
kd = os.path.join(ROOT, 'keys')
for kf in sorted(os.listdir(kd)):
    if not kf.endswith('.key.json'): continue
    k = json.load(open(os.path.join(kd, kf), encoding='utf8'))
    for q in k['questions']:
        n += 1; tot[q['expected']] = tot.get(q['expected'], 0) + 1
        if q['expected'] == 'TRAP':
            if q.get('document'): print('TRAP with a document:', kf, q['ref']); bad += 1
            continue
        if q['expected'] not in ('Yes', 'No'): print('bad expected value:', kf, q['ref'], q['expected']); bad += 1; continue
        d = q.get('document')
        if d not in texts: print('unknown document:', kf, q['ref'], d); bad += 1; continue
        ev = ws(q.get('evidence'))
        if len(ev.split()) < 3 or ev not in texts[d]:
            print('evidence not found verbatim:', kf, q['ref'], d, '|', ev[:120]); bad += 1
print('keys checked:', n, tot, 'failures:', bad)
sys.exit(1 if bad else 0)
