import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * No import cycle of any length, `import type` included (import-x/no-cycle skips type-only imports, and
 * a cycle of types still hides which file depends on which). The whole import graph of the linted
 * folders is built once per lint run with TypeScript's own module resolution, its strongly connected
 * components are found once, and every import whose target sits in the same component as the importing
 * file is reported with the way back.
 */
const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const FOLDERS = ['server', 'shared', 'web', 'tests', 'bench'];
const SKIP = new Set(['node_modules', 'migrations', 'dist']);

let graph = null;

function compilerOptions() {
  const file = path.join(ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options;
}

function sourceFiles() {
  const out = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!SKIP.has(e.name)) walk(p);
      } else if (/\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
    }
  };
  for (const f of FOLDERS) walk(path.join(ROOT, f));
  return out;
}

function build() {
  const options = compilerOptions();
  const files = sourceFiles();
  const known = new Set(files);
  /** file -> Map(specifier -> resolved file) */
  const edges = new Map();
  for (const file of files) {
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const out = new Map();
    for (const ref of info.importedFiles) {
      const r = ts.resolveModuleName(ref.fileName, file, options, ts.sys).resolvedModule;
      if (r && !r.isExternalLibraryImport && known.has(path.resolve(r.resolvedFileName))) out.set(ref.fileName, path.resolve(r.resolvedFileName));
    }
    edges.set(file, out);
  }
  // Tarjan's strongly connected components (iterative).
  const component = new Map();
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  let next = 0;
  let id = 0;
  for (const start of files) {
    if (index.has(start)) continue;
    const work = [{ v: start, it: [...edges.get(start).values()][Symbol.iterator]() }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1];
      const step = top.it.next();
      if (!step.done) {
        const w = step.value;
        if (!index.has(w)) {
          index.set(w, next);
          low.set(w, next++);
          stack.push(w);
          onStack.add(w);
          work.push({ v: w, it: [...edges.get(w).values()][Symbol.iterator]() });
        } else if (onStack.has(w)) low.set(top.v, Math.min(low.get(top.v), index.get(w)));
        continue;
      }
      work.pop();
      if (work.length) low.set(work[work.length - 1].v, Math.min(low.get(work[work.length - 1].v), low.get(top.v)));
      if (low.get(top.v) === index.get(top.v)) {
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          component.set(w, id);
        } while (w !== top.v);
        id++;
      }
    }
  }
  return { edges, component };
}

/** The shortest way from `from` back to `to` inside their component, for the message. */
function wayBack(g, from, to) {
  const c = g.component.get(to);
  const prev = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const v = queue.shift();
    if (v === to) break;
    for (const w of g.edges.get(v)?.values() ?? []) {
      if (g.component.get(w) === c && !prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  const way = [];
  for (let v = to; v; v = prev.get(v)) way.unshift(path.relative(ROOT, v));
  return way.join(' → ');
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    messages: { cycle: 'Import cycle: {{way}}. Move the shared type or function to a file both can import, or register instead of importing.' },
    schema: [],
  },
  create(context) {
    graph ??= build();
    const file = path.resolve(context.physicalFilename);
    const mine = graph.edges.get(file);
    if (!mine) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const target = mine.get(spec);
      if (target && target !== file && graph.component.get(target) === graph.component.get(file)) {
        context.report({ node: node.source, messageId: 'cycle', data: { way: `${path.relative(ROOT, file)} → ${wayBack(graph, target, file)}` } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
