#!/usr/bin/env python3
"""Checks every key row: the evidence is a verbatim fragment of the named document (normalised as the driver does)."""
import json, os, re, sys, unicodedata, glob
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def norm(s):
    s = unicodedata.normalize('NFKC', s or '').lower().replace('\u2019', "'")
    s = re.sub(r"[^0-9a-z%]+", ' ', s); return ' '.join(s.split())
texts = {os.path.basename(f)[:-4]: norm(open(f).read()) for f in glob.glob(ROOT + '/kb/text/*.txt')}
bad = 0
for kf in sorted(glob.glob(ROOT + '/keys/*.key.json')):
    k = json.load(open(kf))
    for q in k['questions']:
        if q['expected'] == 'TRAP': continue
        if q['document'] not in texts: print('NO DOC', q['ref'], q['document']); bad += 1; continue
        if norm(q['evidence']) not in texts[q['document']]: print('EVIDENCE NOT FOUND', k['file'], q['ref'], q['evidence']); bad += 1
print('bad', bad); sys.exit(1 if bad else 0)
