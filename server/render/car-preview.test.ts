/** Issue 12's share button sends a car's address: the preview a messenger draws from it is the car's own. */
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { carInput } from '../../mocks/test-helpers';
import type { Car } from '../../domain/types';
import { bearer, login, postJson, serverPerFile } from '../testing';

const server = serverPerFile();
const parser = new new Window().DOMParser();

beforeEach(async () => {
  await mkdir(server().config.siteDir, { recursive: true });
  await copyFile(join(import.meta.dirname, '../../index.html'), join(server().config.siteDir, 'index.html'));
});

describe('a shared car page', () => {
  it('previews the car: og:title, og:description, og:url, og:image with its alt, and a large Twitter card', async () => {
    const { accessToken } = await login(server());
    const added = await server().request(
      '/api/admin/cars/add',
      postJson(
        carInput({
          metaTitle: 'Ferrari 12Cilindri for rent in Dubai',
          metaDescription: 'The V12 grand tourer of Maranello, delivered to your hotel.',
          images: [{ url: '/uploads/0123456789abcdef01234567.webp', alt: 'The 12Cilindri at dusk', isPrimary: true }],
        }),
        bearer(accessToken),
      ),
    );
    expect(added.status).toBe(201);
    const car = ((await added.json()) as { data: Car }).data;

    const res = await server().request(`/cars/${car._id}`);
    expect(res.status).toBe(200);
    const doc = parser.parseFromString(await res.text(), 'text/html');
    const meta = (key: string) => doc.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
    expect(meta('og:title')).toMatch(/^Ferrari 12Cilindri for rent in Dubai/);
    expect(meta('og:description')).toBe('The V12 grand tourer of Maranello, delivered to your hotel.');
    expect(meta('og:url')).toBe(`http://localhost/cars/${car._id}`);
    expect(meta('og:image')).toBe('http://localhost/uploads/0123456789abcdef01234567.webp');
    expect(meta('og:image:alt')).toBe('The 12Cilindri at dusk');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe(meta('og:title'));
  });
});
