import { describe, expect, it } from 'vitest';
import { IMAGE_URL_REFUSED, carInputSchema } from './schemas';
import { STORED_FILE_NAME, imageSrcSet, isOwnImageUrl, mainFileName, variantFileName } from './image-files';

const ID = '65a1b2c3d4e5f60718293a4b';
const SITE = 'https://luxedrive.example';
const origins = [SITE, 'http://localhost:8080'];

describe('isOwnImageUrl', () => {
  it('accepts our upload and fleet paths, relative or on an allowed origin', () => {
    for (const url of [
      `/uploads/${ID}.webp`,
      `/uploads/${ID}.jpg`,
      `/uploads/${ID}.png`,
      '/fleet/ferrari-roma-blue-front-quarter.svg',
      `${SITE}/uploads/${ID}.webp`,
      `http://localhost:8080/uploads/${ID}.png`,
      `${SITE}/fleet/rolls-royce-cullinan-black-side.svg`,
    ]) {
      expect(isOwnImageUrl(url, origins), url).toBe(true);
    }
  });

  it('refuses scripts, inline data, foreign hosts and anything spelled around the patterns', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)//uploads/x.webp',
      'data:image/png;base64,iVBORw0KGgo=',
      'https://evil.example/x.png',
      `https://evil.example/uploads/${ID}.webp`,
      `//evil.example/uploads/${ID}.webp`,
      `${SITE}.evil.example/uploads/${ID}.webp`,
      `${SITE}@evil.example/uploads/${ID}.webp`,
      `https://user@luxedrive.example/uploads/${ID}.webp`,
      `${SITE}:444/uploads/${ID}.webp`,
      `http://luxedrive.example/uploads/${ID}.webp`,
      '/uploads/../secret',
      `/uploads/../uploads/${ID}.webp`,
      `${SITE}/uploads/../uploads/${ID}.webp`,
      '/uploads/%2e%2e/secret',
      `/uploads/%2e%2e%2f${ID}.webp`,
      `/uploads/${ID}%2ewebp`,
      `/uploads\\${ID}.webp`,
      `/uploads/${ID}.webp?x=1`,
      `/uploads/${ID}.webp#x`,
      `/uploads/${ID}.svg`,
      `/uploads/${ID}-480.avif`,
      `/uploads/${ID.toUpperCase()}.webp`,
      `/uploads/${ID}.webp\n`,
      '/fleet/../index.html',
      '/fleet/x.png',
      '/fleet/x.svg/',
      '/fleet/.svg',
      '/etc/passwd',
      `uploads/${ID}.webp`,
      '',
    ]) {
      expect(isOwnImageUrl(url, origins), url).toBe(false);
    }
  });

  it('trusts only http(s) origins, and none when none are given', () => {
    expect(isOwnImageUrl(`${SITE}/uploads/${ID}.webp`, [])).toBe(false);
    expect(isOwnImageUrl(`javascript:/uploads/${ID}.webp`, ['javascript:'])).toBe(false);
    expect(isOwnImageUrl(`null/uploads/${ID}.webp`, ['null'])).toBe(false);
    expect(isOwnImageUrl(`${SITE}/uploads/${ID}.webp`, [`${SITE}/`])).toBe(true);
  });
});

describe('carInputSchema image urls', () => {
  const input = (url: string) => ({
    name: 'Ferrari 12Cilindri',
    brand: 'Ferrari',
    model: '12Cilindri',
    year: 2025,
    category: 'Coupe',
    transmission: 'Automatic',
    fuelType: 'Petrol',
    seats: 2,
    images: [
      { url: '/fleet/ferrari-roma-blue-front-quarter.svg', alt: 'Front', isPrimary: true },
      { url, alt: 'Side', isPrimary: false },
    ],
  });
  const schema = carInputSchema(2026, { origins: [SITE] });

  it('keeps a valid upload url, trimmed', () => {
    const result = schema.safeParse(input(`  ${SITE}/uploads/${ID}.webp `));
    expect(result.success && result.data.images[1]?.url).toBe(`${SITE}/uploads/${ID}.webp`);
  });

  it('names the refused image url field', () => {
    const result = schema.safeParse(input('javascript:alert(1)'));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['images', 1, 'url'], message: IMAGE_URL_REFUSED });
    expect(IMAGE_URL_REFUSED).toBe('must be an image uploaded to this site');
    // An empty url is still 'is required', not refused as foreign.
    expect(schema.safeParse(input('')).error?.issues[0]?.message).toBe('is required');
  });
});

describe('upload file names', () => {
  it('main and variant names match the stored-name pattern, and nothing else does', () => {
    expect(mainFileName(ID)).toBe(`${ID}.webp`);
    expect(variantFileName(ID, 480, 'avif')).toBe(`${ID}-480.avif`);
    for (const name of [mainFileName(ID), variantFileName(ID, 960, 'webp'), variantFileName(ID, 1600, 'avif')]) {
      expect(STORED_FILE_NAME.test(name), name).toBe(true);
    }
    for (const name of [`${ID}-481.webp`, `${ID}.png`, `../${ID}.webp`, `${ID}.webp/..`, `%2e%2e%2f${ID}.webp`, `${ID}.avif.html`]) {
      expect(STORED_FILE_NAME.test(name), name).toBe(false);
    }
  });
});

describe('imageSrcSet', () => {
  it('lists the WebP variants of an upload by width, relative or absolute, each a file the server stores', () => {
    expect(imageSrcSet(`/uploads/${ID}.webp`)).toBe(`/uploads/${ID}-480.webp 480w, /uploads/${ID}-960.webp 960w, /uploads/${ID}-1600.webp 1600w`);
    expect(imageSrcSet(`${SITE}/uploads/${ID}.webp`)).toBe(
      `${SITE}/uploads/${ID}-480.webp 480w, ${SITE}/uploads/${ID}-960.webp 960w, ${SITE}/uploads/${ID}-1600.webp 1600w`,
    );
    for (const entry of imageSrcSet(`/uploads/${ID}.webp`)!.split(', ')) {
      expect(STORED_FILE_NAME.test(entry.split(' ')[0]!.slice('/uploads/'.length))).toBe(true);
    }
  });

  it('has none for a drawn render, another format, or anything else', () => {
    for (const url of ['/fleet/ferrari-roma-blue-front-quarter.svg', `/uploads/${ID}.jpg`, `/uploads/${ID}.png`, `/uploads/${ID}-480.webp`, 'https://evil.example/x.webp', '/media/car-placeholder.svg']) {
      expect(imageSrcSet(url), url).toBeUndefined();
    }
  });
});
