import { checkLogo } from './account-commands';
import { LOGO_UNREADABLE, readLogoImage } from './logo-image';

// Real files: a 3 × 2 RGB PNG (zlib-compressed IDAT, every CRC right) and a 2 × 3 baseline JFIF JPEG (jpeg-js, quality 80).
const PNG_3X2 = 'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGPgL8uDIAY4CwA2zgWzhtVStgAAAABJRU5ErkJggg==';
const JPEG_2X3 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIAAMAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/APO6+dP1M//Z';
/** The 1 × 1 PNG the api's tests have always sent. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const png = (b64: string) => `data:image/png;base64,${b64}`;
const jpeg = (b64: string) => `data:image/jpeg;base64,${b64}`;
const bytes = (b64: string) => Buffer.from(b64, 'base64');
const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');

/** The PNG with its IHDR changed and the chunk's CRC made right again, so only the change is wrong. */
function pngHeader(change: (b: Buffer) => void): string {
  const b = bytes(PNG_3X2);
  change(b);
  b.writeUInt32BE(crc32(b.subarray(12, 29)), 29);
  return png(b64(b));
}
const pngSized = (width: number, height: number): string =>
  pngHeader((b) => {
    b.writeUInt32BE(width, 16);
    b.writeUInt32BE(height, 20);
  });

function crc32(buf: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The JPEG with its frame header's size replaced. */
function jpegSized(width: number, height: number): string {
  const b = bytes(JPEG_2X3);
  const sof = b.indexOf(Buffer.from([0xff, 0xc0]));
  b.writeUInt16BE(height, sof + 5);
  b.writeUInt16BE(width, sof + 7);
  return jpeg(b64(b));
}

describe('readLogoImage', () => {
  it('reads a real PNG and a real JPEG: kind and size', () => {
    expect(readLogoImage(png(PNG_3X2))).toEqual({ ok: true, value: { kind: 'png', width: 3, height: 2, dataUrl: png(PNG_3X2) } });
    expect(readLogoImage(png(PNG_1X1))).toMatchObject({ ok: true, value: { kind: 'png', width: 1, height: 1 } });
    expect(readLogoImage(jpeg(JPEG_2X3))).toEqual({ ok: true, value: { kind: 'jpeg', width: 2, height: 3, dataUrl: jpeg(JPEG_2X3) } });
  });

  it('names the type the bytes are, whatever the data: URL says (a JPEG saved as .png)', () => {
    expect(readLogoImage(png(JPEG_2X3))).toMatchObject({ ok: true, value: { kind: 'jpeg', dataUrl: jpeg(JPEG_2X3) } });
  });

  it.each([
    ['a PNG cut short in its IDAT', png(b64(bytes(PNG_3X2).subarray(0, 45)))],
    ['a PNG without its IEND', png(b64(bytes(PNG_3X2).subarray(0, bytes(PNG_3X2).length - 12)))],
    ['a PNG of the signature and IHDR only', png(b64(bytes(PNG_3X2).subarray(0, 33)))],
    ['a PNG with a flipped byte in its IDAT (CRC)', png(b64(Buffer.from(bytes(PNG_3X2).map((v, i) => (i === 45 ? v ^ 1 : v)))))],
    ['a PNG with bytes after IEND', png(b64(Buffer.concat([bytes(PNG_3X2), Buffer.from('junk')])))],
    ['a PNG with an impossible bit depth', pngHeader((b) => b.writeUInt8(3, 24))],
    ['a PNG with an unknown compression method', pngHeader((b) => b.writeUInt8(1, 26))],
    ['a PNG zero pixels wide', pngSized(0, 2)],
    ['a JPEG cut short in its scan (no EOI)', jpeg(b64(bytes(JPEG_2X3).subarray(0, bytes(JPEG_2X3).length - 8)))],
    ['a JPEG cut short in its headers', jpeg(b64(bytes(JPEG_2X3).subarray(0, 100)))],
    ['a JPEG of the SOI marker only', jpeg(b64(Buffer.from([0xff, 0xd8, 0xff])))],
    ['a JPEG zero pixels high', jpegSized(2, 0)],
    ['random bytes', png(b64(Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 7919 + 13) % 256))))],
    ['text named a PNG', png(b64(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))],
    ['an empty file', 'data:image/png;base64,'],
    ['base64 of a length no encoder writes', png('iVBORw0KG')],
    ['a GIF named a PNG', png(b64(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')))],
  ])('refuses %s', (_what, dataUrl) => {
    expect(readLogoImage(dataUrl)).toEqual({ ok: false, message: LOGO_UNREADABLE });
  });

  it.each([
    ['PNG', pngSized(100_000, 20)],
    ['JPEG', jpegSized(20, 60_000)],
  ])('refuses a %s with absurd dimensions, saying how large it is', (_kind, dataUrl) => {
    expect(readLogoImage(dataUrl)).toEqual({
      ok: false,
      message: expect.stringMatching(/^Logo must be at most 4096 pixels on each side; this one is (100000 × 20|20 × 60000)$/),
    });
  });

  it('takes a logo of 4096 pixels a side', () => {
    expect(readLogoImage(pngSized(4096, 4096))).toMatchObject({ ok: true, value: { width: 4096, height: 4096 } });
  });
});

describe('checkLogo (the business details command and the Settings form)', () => {
  it("takes none, a PNG, and a JPEG under its bytes' own type", () => {
    expect(checkLogo('')).toEqual({ ok: true, value: '' });
    expect(checkLogo(png(PNG_1X1))).toEqual({ ok: true, value: png(PNG_1X1) });
    expect(checkLogo(png(JPEG_2X3))).toEqual({ ok: true, value: jpeg(JPEG_2X3) });
  });

  it('refuses what is not an image data: URL by its size and kind, and an unreadable one by its bytes', () => {
    expect(checkLogo('data:image/svg+xml;base64,PHN2Zz4=')).toEqual({
      ok: false,
      message: 'Logo must be a PNG or JPEG image of at most 45 kB',
    });
    expect(checkLogo(png('A'.repeat(60_000)))).toEqual({ ok: false, message: 'Logo must be a PNG or JPEG image of at most 45 kB' });
    expect(checkLogo(png('AAAAAAAA'))).toEqual({ ok: false, message: 'Logo is not a readable PNG or JPEG image' });
  });
});
