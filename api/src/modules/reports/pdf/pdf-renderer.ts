import { EventEmitter } from 'node:events';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { Logger } from '../../../logger';
import { PdfRenderError } from '../reports.errors';
import { CHROMIUM_FLAGS, resolveChromium, type ChromiumBinary } from './chromium';
import { fontFaces, PDF_FONT_STACK } from './fonts';
import { Semaphore } from './semaphore';

export interface PdfRendererOptions {
  chromePath?: string;
  /** Where the system Chromium is looked for (tests point it elsewhere to use the npm-shipped one). */
  systemPath?: string;
  /** Renders at once; more wait their turn. */
  concurrency: number;
  /** Longest one render may take. */
  timeoutMs: number;
  log: Logger;
}

export interface PdfPageOptions {
  /** The page footer's left text (generation time and audit statement); page numbers are added. */
  footerText: string;
  landscape?: boolean;
}

/** The print options every render uses (the bench's bare baseline uses the same). */
export function pdfOptions(opts: PdfPageOptions) {
  return {
    format: 'a4' as const,
    landscape: opts.landscape ?? false,
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: footerTemplate(opts.footerText),
    margin: { top: '14mm', bottom: '18mm', left: '12mm', right: '12mm' },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function footerTemplate(text: string): string {
  return `<style>${fontFaces(text, 'swap')}</style><div style="width:100%;font-size:7.5px;font-family:${PDF_FONT_STACK};color:#555;padding:0 12mm;display:flex;justify-content:space-between;">
<span>${escapeHtml(text)}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
}

/**
 * One warm headless Chromium shared by every PDF: renders are bounded in number and time,
 * pages are reused, a browser that dies is relaunched at once (in the background, not on a
 * request), and close() waits for the renders under way before it shuts the browser.
 * Emits 'render-start' and 'render-end' around each render in its slot (diagnostics and tests).
 */
export class PdfRenderer extends EventEmitter {
  private browser?: Browser;
  private launching?: Promise<Browser>;
  private binary?: ChromiumBinary;
  private readonly idle: Page[] = [];
  private readonly slots: Semaphore;
  private readonly inFlight = new Set<Promise<unknown>>();
  private closing = false;
  private launches = 0;

  constructor(private readonly opts: PdfRendererOptions) {
    super();
    this.slots = new Semaphore(opts.concurrency);
  }

  /** Launches the browser now, so no request ever waits for a launch. */
  async warm(): Promise<void> {
    await this.ready();
  }

  /** How many times a browser was launched (1 when warm, more after crashes). */
  get launchCount(): number {
    return this.launches;
  }

  /** Which Chromium it drives: CHROME_PATH, the system one, or the npm-shipped one. */
  get source(): string | undefined {
    return this.binary?.source;
  }

  /** The live browser process id, if one is running. */
  browserPid(): number | undefined {
    return this.browser?.process()?.pid;
  }

  /** Renders an HTML document to PDF bytes; throws PdfRenderError on timeout or a browser crash. */
  async render(html: string, page: PdfPageOptions): Promise<Buffer> {
    if (this.closing) throw new PdfRenderError('The PDF renderer is shutting down; try again shortly.');
    const work = this.renderInSlot(html, page);
    this.inFlight.add(work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(work);
    }
  }

  /** Waits for renders under way (up to the render time limit), then closes the browser. */
  async close(): Promise<void> {
    this.closing = true;
    const pending = Promise.allSettled([...this.inFlight]);
    await Promise.race([pending, delay(this.opts.timeoutMs)]);
    const browser = this.browser ?? (await this.launching?.catch(() => undefined));
    this.browser = undefined;
    this.idle.length = 0;
    if (!browser) return;
    const closed = browser.close().catch(() => undefined);
    if ((await Promise.race([closed.then(() => 'closed'), delay(5000).then(() => 'late')])) === 'late') {
      browser.process()?.kill('SIGKILL');
    }
  }

  private async renderInSlot(html: string, options: PdfPageOptions): Promise<Buffer> {
    const release = await this.slots.acquire();
    let page: Page | undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      this.emit('render-start');
      const browser = await this.ready();
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new PdfRenderError(`The PDF took longer than ${Math.round(this.opts.timeoutMs / 1000)} s to render.`)),
          this.opts.timeoutMs,
        );
      });
      const pdf = await Promise.race([
        (async () => {
          page = this.idle.pop() ?? (await this.newPage(browser));
          await page.setContent(html, { waitUntil: 'load', timeout: this.opts.timeoutMs });
          return page.pdf({ ...pdfOptions(options), timeout: this.opts.timeoutMs });
        })(),
        timeout,
      ]);
      if (page && !page.isClosed() && browser === this.browser) this.idle.push(page);
      return Buffer.from(pdf);
    } catch (error) {
      if (page) this.discard(page);
      if (error instanceof PdfRenderError) throw error;
      this.opts.log.warn('pdf render failed', { error });
      throw new PdfRenderError('The PDF renderer failed while rendering; the browser is being restarted.');
    } finally {
      clearTimeout(timer);
      this.emit('render-end');
      release();
    }
  }

  private async newPage(browser: Browser): Promise<Page> {
    const page = await browser.newPage();
    // Templates are static HTML and SVG: no script runs, nothing is fetched.
    await page.setJavaScriptEnabled(false);
    return page;
  }

  /** Closes a page that may be stuck; a browser that cannot close it within 2 s is killed and relaunched. */
  private discard(page: Page): void {
    const closed = page.close().then(
      () => true,
      () => true,
    );
    void Promise.race([closed, delay(2000).then(() => false)]).then((ok) => {
      if (!ok && !this.closing) this.browser?.process()?.kill('SIGKILL');
    });
  }

  private ready(): Promise<Browser> {
    if (this.browser?.connected) return Promise.resolve(this.browser);
    this.launching ??= this.launch().finally(() => {
      this.launching = undefined;
    });
    return this.launching;
  }

  private async launch(): Promise<Browser> {
    this.binary ??= await resolveChromium(this.opts.chromePath, this.opts.systemPath);
    const started = Date.now();
    const browser = await puppeteer.launch({
      executablePath: this.binary.executablePath,
      headless: 'shell',
      args: CHROMIUM_FLAGS,
      pipe: true,
      env: Object.keys(this.binary.env).length ? { ...process.env, ...this.binary.env } : undefined,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      protocolTimeout: Math.max(30_000, this.opts.timeoutMs * 2),
    });
    this.launches += 1;
    this.opts.log.info('pdf browser launched', { source: this.binary.source, ms: Date.now() - started, launches: this.launches });
    browser.once('disconnected', () => this.onDisconnected(browser));
    this.browser = browser;
    return browser;
  }

  private onDisconnected(browser: Browser): void {
    if (this.browser !== browser) return;
    this.browser = undefined;
    this.idle.length = 0;
    if (this.closing) return;
    this.opts.log.warn('pdf browser stopped unexpectedly; relaunching');
    this.ready().catch((error: unknown) => this.opts.log.error('pdf browser relaunch failed', { error }));
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
