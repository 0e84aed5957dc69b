// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_HEADS, documentTitle } from '../../config/page-heads';
import { PAGE_HEADS as PAGE_HEADS_AR } from '../../config/page-heads.ar';
import { SITE } from '../../../domain/site';
import { NOT_FOUND_TEXT } from './error-copy';
import { NOT_FOUND_TEXT as NOT_FOUND_TEXT_AR } from './error-copy.ar';
import NotFoundPage from './not-found-page';
import { renderPage } from '../../../tests/setup/render-page';

afterEach(cleanup);

/** The 404 page at an address, in its language, inside the app's own language router (a nested base '/ar'). */
describe('NotFoundPage', () => {
  it("says 'Oops! Page Not Found' in English, with its links and its head", () => {
    renderPage(<NotFoundPage />, { path: '/nope' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page Not Found');
    expect(screen.getByRole('link', { name: NOT_FOUND_TEXT.home })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: `${NOT_FOUND_TEXT.call} ${SITE.phones[0]}` })).toHaveAttribute('href', expect.stringMatching(/^tel:\+/));
    expect(document.title).toBe(documentTitle(PAGE_HEADS.notFound.title));
  });

  it('at /ar/… is Arabic throughout: heading, text, links in the language, no English', () => {
    const { container } = renderPage(<NotFoundPage />, { path: '/ar/nope' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NOT_FOUND_TEXT_AR.title);
    expect(screen.queryByText(NOT_FOUND_TEXT.title)).toBeNull();
    expect(screen.getByText(NOT_FOUND_TEXT_AR.lead)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: NOT_FOUND_TEXT_AR.quickLinks })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOT_FOUND_TEXT_AR.home })).toHaveAttribute('href', expect.stringMatching(/^\/ar\/?$/));
    expect(screen.getByRole('link', { name: NOT_FOUND_TEXT_AR.allCars })).toHaveAttribute('href', '/ar/cars');
    expect(screen.getByRole('button', { name: NOT_FOUND_TEXT_AR.back })).toBeInTheDocument();
    // The one Latin text left is the phone number, written left to right.
    const latin = (container.textContent ?? '').replace(SITE.phones[0], '');
    expect(latin).not.toMatch(/[A-Za-z]/);
    expect(document.title).toBe(documentTitle(PAGE_HEADS_AR.notFound.title));
  });

  it("inside the portal's nested router its links still lead to the site's pages, in the language", () => {
    renderPage(<NotFoundPage />, { path: '/ar/admin/nope', base: '/admin' });
    expect(screen.getByRole('link', { name: NOT_FOUND_TEXT_AR.allCars })).toHaveAttribute('href', '/ar/cars');
    expect(screen.getByRole('link', { name: NOT_FOUND_TEXT_AR.home })).toHaveAttribute('href', '/ar');
    cleanup();
    renderPage(<NotFoundPage />, { path: '/admin/nope', base: '/admin' });
    expect(screen.getByRole('link', { name: NOT_FOUND_TEXT.about })).toHaveAttribute('href', '/about');
  });
});
