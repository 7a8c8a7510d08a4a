#!/usr/bin/env python3
"""Checks every answer key's evidence is a verbatim fragment (whitespace-normalised) of its document's text."""
import json, os, re, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def ws(s): return ' '.join((s or '').split())
bad = 0; n = 0
docs = {m['file'] for m in json.load(open(os.path.join(ROOT, 'kb', 'manifest.json')))}
for f in sorted(os.listdir(os.path.join(ROOT, 'keys'))):
    k = json.load(open(os.path.join(ROOT, 'keys', f)))
    for q in k['questions']:
        if q['expected'] == 'TRAP':
            if q['evidence'] or q['document']: print('trap with evidence', f, q['ref']); bad += 1
            continue
        n += 1
        if q['expected'] not in ('Yes', 'No') or q['document'] not in docs: print('bad key', f, q['ref']); bad += 1; continue
        text = ws(open(os.path.join(ROOT, 'kb', 'text', q['document'] + '.txt')).read())
        if ws(q['evidence']) not in text: print('evidence not found', f, q['ref'], q['document'], '|', q['evidence']); bad += 1
print('checked', n, 'evidence fragments;', bad, 'problems')
sys.exit(1 if bad else 0)
