import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The fonts every PDF carries with it, so no PDF depends on the machine's fonts: Noto Sans (Latin
 * with macrons, Cyrillic, Greek, Vietnamese), Japanese, Korean, Simplified and Traditional
 * Chinese, Thai and Devanagari, from the @fontsource packages (woff2 split by unicode-range).
 * A document embeds, as data: URLs, only the subsets holding characters it actually uses, in
 * the two weights the templates use, so a Latin invoice stays small and fast.
 */

interface Family {
  /** The CSS family name the templates ask for. */
  name: string;
  /** The npm package shipping it, and its file prefix. */
  pkg: string;
  id: string;
  /** Subsets of this package that are used at all (others are covered by a family before it). */
  subsets?: (subset: string) => boolean;
  /** Only code points from here up pick one of its subsets (CJK subsets also hold ASCII, which Noto Sans draws). */
  from: number;
}

/** In font-family order: Latin first, then each script's own family. */
const FAMILIES: Family[] = [
  { name: 'Noto Sans', pkg: '@fontsource/noto-sans', id: 'noto-sans', from: 0, subsets: (s) => s !== 'devanagari' },
  { name: 'Noto Sans JP', pkg: '@fontsource/noto-sans-jp', id: 'noto-sans-jp', from: 0x2e80 },
  { name: 'Noto Sans KR', pkg: '@fontsource/noto-sans-kr', id: 'noto-sans-kr', from: 0x1100 },
  { name: 'Noto Sans SC', pkg: '@fontsource/noto-sans-sc', id: 'noto-sans-sc', from: 0x2e80 },
  { name: 'Noto Sans TC', pkg: '@fontsource/noto-sans-tc', id: 'noto-sans-tc', from: 0x2e80 },
  { name: 'Noto Sans Thai', pkg: '@fontsource/noto-sans-thai', id: 'noto-sans-thai', from: 0x0e00, subsets: (s) => s === 'thai' },
  {
    name: 'Noto Sans Devanagari',
    pkg: '@fontsource/noto-sans-devanagari',
    id: 'noto-sans-devanagari',
    from: 0x0900,
    subsets: (s) => s === 'devanagari',
  },
];

const WEIGHTS = [400, 700] as const;

interface Subset {
  family: Family;
  key: string;
  range: string;
  intervals: [number, number][];
}

/** "U+0000-00FF,U+0131" → [[0, 255], [305, 305]]. */
function intervalsOf(range: string): [number, number][] {
  return range.split(',').map((part) => {
    const [lo, hi] = part.trim().replace(/^U\+/i, '').split('-');
    const a = parseInt(lo ?? '', 16);
    return [a, hi ? parseInt(hi, 16) : a];
  });
}

let subsets: Subset[] | undefined;
/** Every subset of every family, read once from the packages' unicode.json. */
function allSubsets(): Subset[] {
  subsets ??= FAMILIES.flatMap((family) => {
    const dir = path.dirname(require.resolve(`${family.pkg}/package.json`));
    const ranges = JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
    return Object.entries(ranges)
      .map(([key, range]) => ({ family, key: key.replace(/^\[(\d+)\]$/, '$1'), range, intervals: intervalsOf(range) }))
      .filter((s) => family.subsets?.(s.key) ?? true);
  });
  return subsets;
}

const files = new Map<string, string>();
/** A woff2 file of a package as base64, read once. */
function base64Of(family: Family, key: string, weight: number): string {
  const name = `${family.id}-${key}-${weight}-normal.woff2`;
  let data = files.get(name);
  if (data === undefined) {
    const dir = path.dirname(require.resolve(`${family.pkg}/package.json`));
    data = readFileSync(path.join(dir, 'files', name)).toString('base64');
    files.set(name, data);
  }
  return data;
}

const covers = (s: Subset, cp: number): boolean => cp >= s.family.from && s.intervals.some(([lo, hi]) => cp >= lo && cp <= hi);

/** Which Han style a document prefers: Japanese, Korean, Simplified or Traditional Chinese. */
export type CjkStyle = 'JP' | 'KR' | 'SC' | 'TC';

/** The Han style of an invoice currency's home market, when it has one. */
const CURRENCY_STYLE: Record<string, CjkStyle> = { JPY: 'JP', KRW: 'KR', CNY: 'SC', TWD: 'TC', HKD: 'TC' };

/**
 * The CJK family to try first: kana mean Japanese and hangul Korean whatever the hint; else the
 * invoice currency's market; else Simplified Chinese, which draws the most Han characters.
 */
export function cjkStyle(text: string, currency?: string): CjkStyle {
  if (/[\u3040-\u30ff]/u.test(text)) return 'JP';
  if (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u.test(text)) return 'KR';
  return (currency && CURRENCY_STYLE[currency]) || 'SC';
}

/**
 * The subsets `text` needs: Noto Sans's Latin always, and for each other character the first
 * subset that draws it, trying the preferred CJK family before the others (so a Japanese name
 * embeds Japanese slices, not the same characters four times over).
 */
export function subsetsFor(text: string, currency?: string): Subset[] {
  const first = `noto-sans-${cjkStyle(text, currency).toLowerCase()}`;
  const CJK = ['noto-sans-jp', 'noto-sans-kr', 'noto-sans-sc', 'noto-sans-tc'];
  // Latin, Thai and Devanagari in their order, then the preferred CJK family, then the other three.
  const rank = (s: Subset): number =>
    !CJK.includes(s.family.id) ? FAMILIES.indexOf(s.family) : s.family.id === first ? 100 : 101 + CJK.indexOf(s.family.id);
  const ordered = [...allSubsets()].sort((a, b) => rank(a) - rank(b));
  const chosen = new Set<Subset>(ordered.filter((s) => s.family.id === 'noto-sans' && s.key === 'latin'));
  const points = new Set<number>();
  for (const ch of text) points.add(ch.codePointAt(0) ?? 0);
  for (const cp of points) {
    if (cp <= 0x7e) continue;
    const s = ordered.find((x) => covers(x, cp));
    if (s) chosen.add(s);
  }
  return ordered.filter((s) => chosen.has(s));
}

/**
 * Each subset is a family of its own ('KFX Noto Sans latin-ext'): Chromium's PDF backend merges
 * same-named faces into one font whose glyph widths then fit only one file, and text extraction
 * (pdftotext) reads "Ngā ti" for "Ngāti". Separate families keep one font per file.
 */
const familyOf = (s: Subset): string => `KFX ${s.family.name} ${s.key}`;

/**
 * The fonts of a document holding `text`: `@font-face` rules (data: URLs) for every subset it
 * needs in both weights (`swap` where text must never wait for them: the page footer, drawn at
 * print time; `currency` hints the Han style, fonts.ts's cjkStyle), and `--pdf-fonts`, the font stack that names them (then the system's as
 * a last resort), for the templates' `font-family: var(--pdf-fonts)`.
 */
export function fontFaces(text: string, display: 'block' | 'swap' = 'block', currency?: string): string {
  const used = subsetsFor(text, currency);
  const faces = used.flatMap((s) =>
    WEIGHTS.map(
      (w) =>
        `@font-face{font-family:'${familyOf(s)}';font-style:normal;font-weight:${w};font-display:${display};` +
        `src:url(data:font/woff2;base64,${base64Of(s.family, s.key, w)}) format('woff2');unicode-range:${s.range};}`,
    ),
  );
  const stack = [...used.map((s) => `'${familyOf(s)}'`), "'DejaVu Sans'", 'sans-serif'].join(', ');
  return `${faces.join('\n')}\n:root{--pdf-fonts:${stack};}`;
}

/** The font-family every PDF element uses: the stack fontFaces declared. */
export const PDF_FONT_STACK = 'var(--pdf-fonts)';
