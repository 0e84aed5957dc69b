/**
 * The portal's select (src/components/ui/list-select.tsx) driven as a user drives it: the combobox opens its listbox,
 * an option is clicked. The listbox exists while open only; `openList` hands it over to be looked at (Escape closes it).
 */
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Opens the combobox's list and returns it (found through the combobox's aria-controls). */
export async function openList(user: UserEvent, combobox: HTMLElement) {
  await user.click(combobox);
  expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const list = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  expect(list).toHaveAttribute('role', 'listbox');
  return list!;
}

/** Chooses the option of that name (exact) from the combobox's list. */
export async function choose(user: UserEvent, combobox: HTMLElement, option: string | RegExp) {
  const list = await openList(user, combobox);
  await user.click(within(list).getByRole('option', { name: option }));
}

/** The names of the combobox's options, in order (the list is closed again with Escape). */
export async function optionNames(user: UserEvent, combobox: HTMLElement) {
  const list = await openList(user, combobox);
  const names = within(list).getAllByRole('option').map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return names;
}
