import crypto from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * The public page's own CSS (inlined in the page) and tiny script (one cacheable file), read from
 * web/trust-site once at start. No build step: the script is plain JavaScript, the CSS is minified here.
 */
const read = (file: string) => fs.readFileSync(fileURLToPath(new URL(`../../../web/trust-site/${file}`, import.meta.url)), 'utf8');

function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

function minifyJs(js: string): string {
  return js
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('//'))
    .join('\n');
}

export interface StaticAsset {
  body: Buffer;
  gzip: Buffer;
  etag: string;
  hash: string;
  contentType: string;
}

function asset(body: string, contentType: string): StaticAsset {
  const buf = Buffer.from(body);
  const hash = crypto.createHash('sha256').update(buf).digest('hex').slice(0, 12);
  return { body: buf, gzip: zlib.gzipSync(buf, { level: 9 }), etag: `"${hash}"`, hash, contentType };
}

let loaded: { css: string; script: StaticAsset } | null = null;

export function siteAssets() {
  loaded ??= {
    // Page-level resets live here, not in the shared stylesheet the console's preview imports.
    css: `html,body{margin:0;background:#fff}html{scroll-behavior:smooth;scroll-padding-top:72px}${minifyCss(read('trust-site.css'))}`,
    script: asset(minifyJs(read('site.js')), 'text/javascript; charset=utf-8'),
  };
  return loaded;
}
