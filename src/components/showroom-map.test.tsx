// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '../../domain/site';
import { ShowroomMap } from './showroom-map';
import { MAP_TEXT } from './showroom-map-copy';

afterEach(cleanup);

const showLive = () => screen.queryByRole('button', { name: `${MAP_TEXT.showLive} ${MAP_TEXT.source}` });

describe('ShowroomMap', () => {
  it("draws the showroom's map itself, with no frame from another host until the visitor asks", async () => {
    const user = userEvent.setup();
    const { container } = render(<ShowroomMap size="sm" />);
    expect(container.querySelector('[data-map-drawing]')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(showLive() as HTMLElement);
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('src', SITE.mapsEmbedUrl);
    expect(frame).toHaveAttribute('title', MAP_TEXT.title);
    // The drawing stays beneath: while Google's map loads, the visitor still sees ours.
    expect(container.querySelector('[data-map-drawing]')).toBeInTheDocument();
    expect(showLive()).toBeNull();
  });

  it('offers no live map while the browser is offline, and offers it again when the connection returns', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = render(<ShowroomMap size="lg"><a href={SITE.mapsSearchUrl}>Open in Maps</a></ShowroomMap>);
    expect(container.querySelector('[data-map-drawing]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Maps' })).toBeInTheDocument();
    expect(showLive()).toBeNull();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(showLive()).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
