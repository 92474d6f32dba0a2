import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's Chromium, preferred when CHROME_PATH is unset (STACK.md). */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags that work here (STACK.md): no sandbox as root, no GPU, and never a network call of its own. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--no-first-run',
  '--disable-component-update',
  '--disable-domain-reliability',
  '--no-pings',
  '--font-render-hinting=none',
];

export interface ChromiumBinary {
  executablePath: string;
  /** Where it came from: CHROME_PATH, the system package, or the npm-shipped build. */
  source: 'CHROME_PATH' | 'system' | 'npm';
  /** Extra environment for the browser process (the npm build needs its own fontconfig). */
  env: Record<string, string>;
}

/**
 * The Chromium to drive: CHROME_PATH, else /usr/bin/chromium, else @sparticuz/chromium,
 * which ships a compressed build inside the npm package (extracted once to the temp dir).
 */
export async function resolveChromium(chromePath: string | undefined, systemPath: string = SYSTEM_CHROMIUM): Promise<ChromiumBinary> {
  if (chromePath) {
    if (!existsSync(chromePath)) throw new Error(`CHROME_PATH points at ${chromePath}, which does not exist`);
    return { executablePath: chromePath, source: 'CHROME_PATH', env: npmFontEnv(chromePath) };
  }
  if (existsSync(systemPath)) return { executablePath: systemPath, source: 'system', env: {} };
  const { default: chromium } = await import('@sparticuz/chromium');
  const executablePath = await chromium.executablePath();
  return { executablePath, source: 'npm', env: npmFontEnv(executablePath) };
}

/**
 * The npm build's fontconfig points at fonts it extracts to the temp dir; without a config
 * of our own its PDFs have no text. Ours reads those fonts and the system's.
 */
function npmFontEnv(executablePath: string): Record<string, string> {
  if (path.resolve(executablePath) !== path.join(tmpdir(), 'chromium')) return {};
  const dir = path.join(tmpdir(), 'keafx-fontconfig');
  const file = path.join(dir, 'fonts.conf');
  if (!existsSync(file)) {
    mkdirSync(path.join(dir, 'cache'), { recursive: true });
    writeFileSync(
      file,
      `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${path.join(tmpdir(), 'fonts')}</dir>
  <dir>/usr/share/fonts</dir>
  <dir>/usr/local/share/fonts</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
</fontconfig>
`,
    );
  }
  return { FONTCONFIG_PATH: dir };
}
