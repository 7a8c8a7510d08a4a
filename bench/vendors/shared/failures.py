import json,glob,os,sys
# The wrong answers of a vendor's last run: python3 ../shared/failures.py [results/detail] in the vendor's folder.
d=sys.argv[1] if len(sys.argv)>1 else os.path.join(os.environ.get('TR_VENDOR_DIR') or os.getcwd(), 'results', 'detail')
for f in sorted(glob.glob(d+'/*.json')):
  for r in json.load(open(f)):
    if r.get('answered') and r.get('expected') in ('Yes','No','TRAP'):
      ch=(r.get('choice') or '')
      pol='yes' if 'yes' in ch.lower() or ch.strip().upper()=='Y' else 'no' if 'no' in ch.lower() or ch.strip().upper()=='N' else ch
      if pol!=r['expected'].lower():
        print(f.split('/')[-1][:30], r['ref'], 'exp',r['expected'],'got',ch,r.get('confidence'))
        print('  Q:',r.get('question'))
        print('  KEY:',r.get('document'),'|',(r.get('evidence') or '')[:300])
        print('  EXPL:',(r.get('explanation') or '')[:400])
        print('  WHY:',(r.get('reason') or '')[:200], r.get('cited'))
