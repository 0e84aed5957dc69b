/**
 * The app as the product server renders it (src/entry-server.tsx): the page's own words and landmarks in the HTML,
 * the start-up loader on top, and no inline script (the site's CSP would block it, and the page would be left
 * half-rendered).
 */
import { describe, expect, it } from 'vitest';
import { CATEGORY_COPY } from './features/categories/category-copy';
import { FAQ } from './features/contact/contact-copy';
import { renderApp } from './entry-server';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('renderApp', () => {
  it('renders a category landing page with its heading and copy, under the loader, with no inline script', async () => {
    const html = await renderApp('/luxury');
    expect(html).toMatch(/<h1[^>]*>Luxury Cars<\/h1>/);
    expect(text(html)).toContain(CATEGORY_COPY.luxury.description);
    expect(html).toContain('data-testid="splash"');
    expect(html).toContain('<main id="main"');
    expect(html).not.toMatch(/<script/i);
  });

  it('renders the home page and the contact page with their words', async () => {
    const home = text(await renderApp('/'));
    expect(home).toContain('With Every Mile, We Make You Smile');
    expect(home).toContain('Our Brands');
    const contact = text(await renderApp('/contact'));
    for (const { question } of FAQ) expect(contact).toContain(question);
  });
});
