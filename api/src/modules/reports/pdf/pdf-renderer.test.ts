import { createLogger } from '../../../logger';
import { PdfRenderError } from '../reports.errors';
import { PdfRenderer } from './pdf-renderer';
import { pdfText, waitFor } from '../../../../test/files';

// Jobs poll, retry and relaunch browsers: more than jest's 5 s default (testTimeout is global-only in jest 30).
jest.setTimeout(30_000);

let renderer: PdfRenderer;

beforeAll(async () => {
  // A limit no loaded CI machine reaches for a one-line document; the limit itself is tested on a renderer of its own.
  renderer = new PdfRenderer({ concurrency: 2, timeoutMs: 30_000, log: createLogger('silent') });
  await renderer.warm();
});
afterAll(async () => {
  await renderer.close();
});

const doc = (text: string): string => `<!doctype html><html><body><h1>${text}</h1></body></html>`;

describe('PdfRenderer', () => {
  it('renders on the one warm browser, never launching on a render, at most `concurrency` at once', async () => {
    let active = 0;
    let peak = 0;
    const start = (): void => {
      active += 1;
      peak = Math.max(peak, active);
    };
    const end = (): void => {
      active -= 1;
    };
    renderer.on('render-start', start).on('render-end', end);
    const pdfs = await Promise.all(Array.from({ length: 6 }, (_, i) => renderer.render(doc(`Doc ${i}`), { footerText: 'footer' })));
    renderer.off('render-start', start).off('render-end', end);
    expect(peak).toBeLessThanOrEqual(2);
    expect(renderer.launchCount).toBe(1);
    expect(pdfs).toHaveLength(6);
    expect(await pdfText(pdfs[3] as Buffer)).toContain('Doc 3');
    expect(await pdfText(pdfs[3] as Buffer)).toContain('Page 1 of 1');
  });

  it('abandons a render past its time limit, and the next one still works', async () => {
    const limited = new PdfRenderer({ concurrency: 1, timeoutMs: 5000, log: createLogger('silent') });
    try {
      await limited.warm();
      const huge = `<!doctype html><html><body><table>${'<tr><td>row</td><td>cell</td></tr>'.repeat(300_000)}</table></body></html>`;
      await expect(limited.render(huge, { footerText: 'f' })).rejects.toEqual(
        new PdfRenderError('The PDF took longer than 5 s to render.'),
      );
      // The one slot is free again and the browser still serves: the next render works, on the same launch.
      expect(await pdfText(await limited.render(doc('After'), { footerText: 'f' }))).toContain('After');
      expect(limited.launchCount).toBe(1);
    } finally {
      await limited.close();
    }
  });

  it('relaunches a browser that died, in the background', async () => {
    const launches = renderer.launchCount;
    process.kill(renderer.browserPid() ?? 0, 'SIGKILL');
    await waitFor(async () => renderer.launchCount === launches + 1 && renderer.browserPid() !== undefined, 20_000, 'the relaunch');
    expect(await pdfText(await renderer.render(doc('Revived'), { footerText: 'f' }))).toContain('Revived');
    expect(renderer.launchCount).toBe(launches + 1);
  });

  it('falls back to the npm-shipped Chromium when there is no system one, with text in its PDFs', async () => {
    const npm = new PdfRenderer({ systemPath: '/nonexistent/chromium', concurrency: 1, timeoutMs: 60_000, log: createLogger('silent') });
    try {
      await npm.warm();
      expect(npm.source).toBe('npm');
      expect(await pdfText(await npm.render(doc('Shipped with npm'), { footerText: 'footer text' }))).toContain('Shipped with npm');
    } finally {
      await npm.close();
    }
  });
});
