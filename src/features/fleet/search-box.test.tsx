// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type EventObject } from 'xstate';
import { makeCar } from '../../../machines/car-data/car-data.fixtures';
import type { CollectionRef } from '../../../machines/collection/collection.machine';
import { createFleetLogic } from '../../actors/wiring/fleet';
import { SearchBox } from './search-box';
import { FLEET_TEXT } from './fleet-copy';
import { renderPage } from '../../../tests/setup/render-page';

const roma = makeCar({ _id: 'a'.repeat(24), name: 'Ferrari Roma', brand: 'Ferrari', model: 'Roma' });

afterEach(cleanup);

/**
 * The box with its page's real wiring (the factory) over a fake search client, in a router held in memory, beside
 * a stand-in for the /cars page's collection actor that records what it is told.
 */
function renderBox() {
  const searchCars = vi.fn(() => Promise.resolve([roma]));
  const told: EventObject[] = [];
  const collection = createActor(
    createMachine({ context: { search: '' }, on: { '*': { actions: ({ event }) => void told.push(event) } } }),
  ).start() as unknown as CollectionRef;
  const { location } = renderPage(<SearchBox collection={collection} />, { path: '/cars', logic: createFleetLogic({ clients: { publicApi: { searchCars } } }) });
  return { location, told, searchCars, box: screen.getByRole('combobox', { name: FLEET_TEXT.searchLabel }) };
}

describe('<SearchBox>', () => {
  it('choosing a suggestion opens that car and empties the box', async () => {
    const user = userEvent.setup();
    const { location, box, searchCars } = renderBox();
    await user.type(box, 'roma');
    await user.click(await screen.findByRole('option', { name: /Ferrari Roma/ }, { timeout: 2000 }));
    expect(searchCars).toHaveBeenCalledWith('roma', { signal: expect.any(AbortSignal) });
    expect(location.history.at(-1)).toBe(`/cars/${roma._id}`);
    expect(box).toHaveValue('');
  });

  it('Enter without a suggestion searches the list for the text', async () => {
    const user = userEvent.setup();
    const { location, box, told } = renderBox();
    await user.type(box, 'rom{Enter}');
    expect(told).toContainEqual({ type: 'search.submit', text: 'rom' });
    expect(location.history).toEqual(['/cars']);
  });
});
