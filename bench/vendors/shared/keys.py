"""Writes a vendor's answer keys (keys/<questionnaire>.key.json) from its questionnaires' rows, for
build/make-questionnaires.cjs. Each questionnaire: dict(file, product, shape, rows=[(ref, section, question,
expected, document, evidence), ...]); expected is Yes, No or TRAP."""
import json, os


def write_keys(root, questionnaires):
    kd = os.path.join(root, 'keys'); os.makedirs(kd, exist_ok=True)
    for f in os.listdir(kd):
        if f.endswith('.key.json'): os.remove(os.path.join(kd, f))
    tot = {}
    for Q in questionnaires:
        qs = [dict(ref=r, section=s, question=q, expected=e, document=d, evidence=ev) for r, s, q, e, d, ev in Q['rows']]
        refs = [q['ref'] for q in qs]; assert len(refs) == len(set(refs)), Q['file']
        for q in qs: tot[q['expected']] = tot.get(q['expected'], 0) + 1
        k = dict(file=Q['file'], product=Q['product'], shape=Q['shape'], questions=qs)
        json.dump(k, open(os.path.join(kd, Q['file'] + '.key.json'), 'w', encoding='utf8'), indent=1, ensure_ascii=False)
        print(Q['file'], len(qs), {e: sum(1 for q in qs if q['expected'] == e) for e in ('Yes', 'No', 'TRAP')})
    print('total', sum(tot.values()), tot)
