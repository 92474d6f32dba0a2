import type { Checked } from './result';

/**
 * A logo's bytes read back (issue 26): a data: URL's pattern says nothing of what it holds, so a
 * renamed text file, a truncated upload or a header claiming 100,000 pixels used to be stored and
 * only failed (or blew up) in the invoice PDF. This walks the file's structure without decoding
 * the pixels: a PNG's signature, IHDR and every chunk up to IEND with its CRC; a JPEG's SOI, its
 * segments up to a frame header (SOF) with the dimensions, a scan and the EOI marker. It runs in
 * the browser (the Settings form) and in the api (the business details command) alike.
 */

export type LogoKind = 'png' | 'jpeg';

export interface LogoImage {
  kind: LogoKind;
  width: number;
  height: number;
  /** The data: URL with the media type the bytes really are (a JPEG named .png is read as a JPEG). */
  dataUrl: string;
}

export const LOGO_UNREADABLE = 'Logo is not a readable PNG or JPEG image';
/** The longest side a logo may have, in pixels: an invoice shows it at most 160 px wide. */
export const LOGO_SIDE_MAX = 4096;

const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The image a logo's data: URL holds, or why it cannot be used: unreadable, or absurdly large. */
export function readLogoImage(dataUrl: string): Checked<LogoImage> {
  const m = DATA_URL.exec(dataUrl);
  const bytes = m?.[2] ? base64Bytes(m[2]) : null;
  if (!bytes) return { ok: false, message: LOGO_UNREADABLE };
  const read = isPng(bytes) ? readPng(bytes) : isJpeg(bytes) ? readJpeg(bytes) : null;
  if (!read || read.width < 1 || read.height < 1) return { ok: false, message: LOGO_UNREADABLE };
  if (read.width > LOGO_SIDE_MAX || read.height > LOGO_SIDE_MAX)
    return {
      ok: false,
      message: `Logo must be at most ${LOGO_SIDE_MAX} pixels on each side; this one is ${read.width} × ${read.height}`,
    };
  return { ok: true, value: { ...read, dataUrl: `data:image/${read.kind};base64,${m?.[2] ?? ''}` } };
}

/** Base64 text as bytes, or null when it is not whole base64 (a length no encoder writes, stray padding). */
function base64Bytes(text: string): Uint8Array | null {
  if (text.length % 4 !== 0) return null;
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return null;
  }
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const isPng = (b: Uint8Array): boolean => PNG_SIGNATURE.every((v, i) => b[i] === v);
const isJpeg = (b: Uint8Array): boolean => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

const u32 = (b: Uint8Array, at: number): number =>
  (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0)) >>> 0;
const u16 = (b: Uint8Array, at: number): number => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const ascii = (b: Uint8Array, at: number, n: number): string => String.fromCharCode(...b.subarray(at, at + n));

/** The bit depths each PNG colour type allows (PNG spec, table 11.1). */
const PNG_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

/** A PNG whose every chunk is whole and checks (CRC), IHDR first and sane, an IDAT, then IEND at the end. */
function readPng(b: Uint8Array): Omit<LogoImage, 'dataUrl'> | null {
  let at = 8;
  let header: { width: number; height: number } | null = null;
  let sawData = false;
  while (at + 12 <= b.length) {
    const length = u32(b, at);
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > b.length) return null;
    if (crc32(b.subarray(at + 4, at + 8 + length)) !== u32(b, at + 8 + length)) return null;
    if (!header) {
      if (type !== 'IHDR' || length !== 13) return null;
      const depth = b[at + 16] ?? 0;
      const colour = b[at + 17] ?? 0;
      if (!PNG_DEPTHS[colour]?.includes(depth) || b[at + 18] !== 0 || b[at + 19] !== 0 || (b[at + 20] ?? 2) > 1) return null;
      header = { width: u32(b, at + 8), height: u32(b, at + 12) };
    } else if (type === 'IDAT') {
      sawData = true;
    } else if (type === 'IEND') {
      return sawData && end === b.length ? { kind: 'png', ...header } : null;
    }
    at = end;
  }
  return null;
}

/** Start-of-frame markers that carry the image's dimensions (not DHT C4, JPG C8 or DAC CC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** A JPEG: SOI, whole segments up to the first scan, a frame header with the size before it, and EOI after it. */
function readJpeg(b: Uint8Array): Omit<LogoImage, 'dataUrl'> | null {
  let at = 2;
  let frame: { width: number; height: number } | null = null;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) return null;
    const length = u16(b, at + 2);
    if (length < 2 || at + 2 + length > b.length) return null;
    if (SOF.has(marker)) {
      if (length < 8 || frame) return null;
      frame = { height: u16(b, at + 5), width: u16(b, at + 7) };
    }
    if (marker === 0xda) return frame && hasEndOfImage(b, at + 2 + length) ? { kind: 'jpeg', ...frame } : null;
    at += 2 + length;
  }
  return null;
}

/** Whether the scans after `from` reach an EOI marker: in entropy-coded data a 0xFF byte is always followed by 0x00 or a marker. */
function hasEndOfImage(b: Uint8Array, from: number): boolean {
  for (let i = from; i + 1 < b.length; i += 1) if (b[i] === 0xff && b[i + 1] === 0xd9) return true;
  return false;
}

let CRC_TABLE: Uint32Array | undefined;
function crc32(bytes: Uint8Array): number {
  const table = (CRC_TABLE ??= (() => {
    const t = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      t[n] = c >>> 0;
    }
    return t;
  })());
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (table[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
