# Checks every key row: the evidence is a verbatim fragment of the named document; prints trap rows for manual review.
import json, os, re, sys, unicodedata
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def norm(s):
    s = unicodedata.normalize('NFKC', s or '').lower().replace('’', "'")
    s = re.sub(r"[^0-9a-z%]+", ' ', s); return ' '.join(s.split())
texts = {}
for m in json.load(open(os.path.join(ROOT, 'kb', 'manifest.json'))):
    f = m['file']
    p = os.path.join(ROOT, 'kb', f) if f.endswith('.txt') else os.path.join(ROOT, 'kb', 'text', f + '.txt')
    texts[f] = norm(open(p).read())
bad = 0
for kf in sorted(os.listdir(os.path.join(ROOT, 'keys'))):
    k = json.load(open(os.path.join(ROOT, 'keys', kf)))
    for q in k['questions']:
        if q['expected'] == 'TRAP': continue
        if q['document'] not in texts or norm(q['evidence'].replace('**', '')) not in texts[q['document']]:
            bad += 1; print('EVIDENCE NOT FOUND', kf, q['ref'], q['document'], q['evidence'])
print('bad', bad)
if len(sys.argv) > 1:
    for w in sys.argv[1:]:
        for f, t in texts.items():
            if norm(w) in t: print('  term', repr(w), 'in', f)
