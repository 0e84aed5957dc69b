/**
 * Test images drawn with sharp: real files of each accepted type, one carrying EXIF (orientation, a copyright, a GPS
 * position) that must not survive, and the impostors an upload must refuse.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A picture with something in it: a red canvas with a green disc, so a wrong rotation would show in the pixels. */
function canvas(width: number, height: number, alpha = false) {
  const disc = Buffer.from(
    `<svg width="${width}" height="${height}"><circle cx="${width / 4}" cy="${height / 4}" r="${Math.min(width, height) / 5}" fill="#2c2"/></svg>`,
  );
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 200, g: 30, b: 30, alpha: 0.5 } : '#c33' } })
    .composite([{ input: disc }]);
}

export const png = (width: number, height: number, alpha = false) => canvas(width, height, alpha).png().toBuffer();
export const webp = (width: number, height: number) => canvas(width, height).webp().toBuffer();
export const jpeg = (width: number, height: number) => canvas(width, height).jpeg().toBuffer();

export const EXIF_SECRET = 'Secret Studio 2026';

/** A JPEG stored sideways with EXIF orientation 6 (display rotated 90° clockwise), a copyright and a GPS position. */
export function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return canvas(width, height)
    .jpeg()
    .withExif({
      IFD0: { Copyright: EXIF_SECRET, Make: 'TestCam', Orientation: '6' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 11/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '55/1 16/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const text = (s: string) => new TextEncoder().encode(s);

export const TEXT_FILE = text('Just some notes, declared as image/png by whoever sent them.\n');
/** A PNG signature with a web page behind it: passes the magic-number check, cannot decode. */
export const POLYGLOT = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...text('<html><script>alert(1)</script></html>')]);
/** A real image of a type the site does not take. */
export const gif = (width: number, height: number) => canvas(width, height).gif().toBuffer();

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** A valid PNG declaring width × height pixels with one row of pixel data: a decompression bomb's shape. */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(width + 1))), chunk('IEND', new Uint8Array())]);
}
