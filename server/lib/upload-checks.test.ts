import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { png, streamBombPdf, textPdf } from '@tests/hostile/builders';
import { checkFile, uploadRules } from './uploads';

const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected the file to be refused');
};

describe('uploaded images and PDFs are checked before they are stored', () => {
  it('refuses a 20,000 × 20,000 pixel image as a logo and as a document, from its header', async () => {
    const flood = png(20_000, 20_000);
    expect(flood.length).toBeLessThan(2 * 1024 * 1024);
    expect(await refusal(checkFile('logo', 'logo.png', flood, uploadRules.image))).toMatch(
      /20,000 × 20,000 pixels; images may be at most 10,000 pixels a side/,
    );
    expect(await refusal(checkFile('file', 'scan.png', flood, uploadRules.document))).toMatch(/20,000 × 20,000 pixels/);
  });

  it('stores a logo re-encoded as a PNG of at most 1,024 pixels a side', async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 4, background: '#1f4e79' } })
      .jpeg()
      .toBuffer();
    const file = await checkFile('logo', 'brand.jpg', big, uploadRules.image);
    expect(file).toMatchObject({ contentType: 'image/png', name: 'brand.png' });
    const meta = await sharp(file.buffer).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 512]);
  });

  it('refuses report PDFs that are compression bombs or have 20,000 pages, and keeps real ones', { timeout: 60_000 }, async () => {
    expect(await refusal(checkFile('file', 'soc2.pdf', streamBombPdf(1000), uploadRules.document))).toMatch(/compression bomb/);
    expect(await refusal(checkFile('file', 'iso.pdf', textPdf(['Certificate'], 20_000), uploadRules.document))).toMatch(/20,000 pages; at most 500/);
    const real = await checkFile('file', 'SOC 2 report.pdf', textPdf(['SOC 2 Type II report', 'Opinion: unqualified.'], 12), uploadRules.document);
    expect(real).toMatchObject({ contentType: 'application/pdf', name: 'SOC 2 report.pdf' });
  });
});
