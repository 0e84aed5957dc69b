import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-bytes';

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const bytes = (...parts: (number | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? ascii(p) : [p])));

describe('sniffImageType', () => {
  it('tells JPEG, PNG and WebP by their magic numbers', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(bytes('RIFF', 1, 2, 3, 4, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffImageType(bytes('hello, I am a text file'))).toBeNull();
    expect(sniffImageType(bytes('GIF89a', 1, 0, 1, 0))).toBeNull();
    // A RIFF that is not WebP (WAV), and a WebP cut before its form type.
    expect(sniffImageType(bytes('RIFF', 1, 2, 3, 4, 'WAVE'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 1, 2, 3, 4, 'WEB'))).toBeNull();
    // Signatures cut short, or found later than the first byte.
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a))).toBeNull();
    expect(sniffImageType(bytes(0, 0xff, 0xd8, 0xff))).toBeNull();
  });
});
