import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { workerThreadArgv } from './workerThreadArgv';

const tsModule = new URL('../features/orders/server/pdfWorker.ts', import.meta.url);
const jsModule = new URL('file:///srv/portal/server/pdfWorker.js');
const tsxUnderTsx = [
  '--require',
  '/srv/node_modules/tsx/dist/preflight.cjs',
  '--import',
  'file:///srv/node_modules/tsx/dist/loader.mjs',
];

describe('workerThreadArgv', () => {
  it("drops V8's and the process's own flags, which a worker thread refuses", () => {
    expect(
      workerThreadArgv(jsModule, [
        '--max-old-space-size=768',
        '--max-semi-space-size=4',
        '--title=x',
      ]),
    ).toEqual([]);
  });

  it('keeps the loaders, with their values in either form', () => {
    expect(
      workerThreadArgv(jsModule, [
        '--max-old-space-size=768',
        ...tsxUnderTsx,
        '--loader=./hook.mjs',
      ]),
    ).toEqual([...tsxUnderTsx, '--loader=./hook.mjs']);
  });

  it('gives a TypeScript module tsx only when the process has no tsx loader', () => {
    expect(workerThreadArgv(tsModule, [])).toEqual(['--import', 'tsx']);
    expect(workerThreadArgv(tsModule, tsxUnderTsx)).toEqual(tsxUnderTsx);
  });

  // The shipped start's own flags: a quote PDF renders in its worker thread (docs/quote-pdf.md).
  it('lets the PDF pool render in a process started with V8 heap flags', async () => {
    const script = `
      const { pdfRenderer } = await import(${JSON.stringify(
        new URL('../features/orders/server/pdfRenderer.ts', import.meta.url).href,
      )});
      const pdfs = pdfRenderer();
      const input = { studio: { name: 'S', address: '', vatNumber: '', bankName: '', bankAccountName: '', bankAccountNumber: '', bankBranchCode: '', bankSwift: '', paymentTerms: '', logo: null }, number: 1, date: new Date(), clientName: 'C', outfitterName: null,
        currency: 'ZAR', lines: [], totals: { subtotalMinor: 0, discountMinor: 0, vatMinor: 0, totalMinor: 0, depositMinor: 0 },
        discountBp: 0, vatRateBp: 0, depositBp: 0, language: 'en' };
      const outcome = await pdfs.render('u', { kind: 'quote', input });
      process.stdout.write(outcome.bytes ? outcome.bytes.subarray(0, 5).toString('latin1') : JSON.stringify(outcome));
      await pdfs.close();`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--max-old-space-size=768',
        '--max-semi-space-size=4',
        '--import',
        'tsx',
        '--input-type=module',
        '--eval',
        script,
      ],
      { timeout: 60_000 },
    );
    expect(stdout).toBe('%PDF-');
  }, 60_000);
});
