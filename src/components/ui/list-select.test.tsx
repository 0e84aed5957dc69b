// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { ListSelect, type ListSelectOption } from './list-select';

const OPTIONS: ListSelectOption[] = [
  { value: '', label: 'All kinds' },
  { value: 'car.edit', label: 'Car edited' },
  { value: 'car.status', label: 'Status changed' },
  { value: 'not available', label: 'Not available' },
];

/** A filter as the portal has one: controlled, 'all' ('') first. */
function Filter({ initial = '', onChange = () => {}, busy = false, name }: { initial?: string; onChange?: (v: string) => void; busy?: boolean; name?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="filters">
      <ListSelect.Field
        id="kind"
        label="Kind"
        value={value}
        options={OPTIONS}
        busy={busy}
        name={name}
        onValueChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <button type="button">After</button>
    </form>
  );
}

const listbox = () => screen.getByRole('listbox', { name: 'Kind' });

afterEach(cleanup);

describe('<ListSelect>', () => {
  it('is a combobox named by its label, showing the chosen option; the label finds it too', () => {
    render(<Filter initial="car.status" />);
    const combobox = screen.getByRole('combobox', { name: 'Kind' });
    expect(combobox).toHaveTextContent('Status changed');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveAttribute('aria-haspopup', 'listbox');
    expect(screen.getByLabelText('Kind')).toBe(combobox);
    expect(combobox.id).toBe('kind');
  });

  it('chooses with the keyboard: ArrowDown opens, ArrowDown moves, Enter chooses, calls onValueChange and gives focus back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Filter onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Kind' });
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const list = listbox();
    // Opened on the chosen option ('All kinds'), highlighted, with aria-activedescendant pointing at it.
    expect(within(list).getByRole('option', { name: 'All kinds' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    const edit = within(list).getByRole('option', { name: 'Car edited' });
    expect(edit).toHaveAttribute('data-highlighted');
    expect(list).toHaveAttribute('aria-activedescendant', edit.id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('car.edit');
    expect(combobox).toHaveTextContent('Car edited');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveFocus();
  });

  it('Escape closes without choosing and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Filter initial="car.edit" onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Kind' });
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox).toHaveTextContent('Car edited');
  });

  it("the 'all' option (the empty value) clears a chosen filter, by click and by End/Home", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Filter initial="car.status" onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Kind' });
    await user.click(combobox);
    await user.click(within(listbox()).getByRole('option', { name: 'All kinds' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(combobox).toHaveTextContent('All kinds');
    // A value with a space, then back to '' with Home.
    await user.keyboard('{ArrowDown}{End}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('not available');
    await user.keyboard('{ArrowDown}{Home}');
    expect(listbox()).toHaveAttribute('aria-activedescendant', within(listbox()).getByRole('option', { name: 'All kinds' }).id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('types ahead to an option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Filter onChange={onChange} />);
    screen.getByRole('combobox', { name: 'Kind' }).focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('n');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('not available');
  });

  it('busy: says so, stays focusable and does not open', async () => {
    const user = userEvent.setup();
    render(<Filter busy />);
    const combobox = screen.getByRole('combobox', { name: 'Kind' });
    expect(combobox).toHaveAttribute('aria-busy', 'true');
    await user.click(combobox);
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('with a name, the form data holds the value', async () => {
    const user = userEvent.setup();
    render(<Filter name="kind" initial="car.edit" />);
    const form = screen.getByRole('form', { name: 'filters' }) as HTMLFormElement;
    expect(new FormData(form).get('kind')).toBe('car.edit');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(within(listbox()).getByRole('option', { name: 'All kinds' }));
    expect(new FormData(form).get('kind')).toBe('');
  });

  it('inside a dialog, the list is portalled into the dialog (its focus trap) and chooses', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Dialog.Root open size="lg">
        <Dialog.Portal>
          <Dialog.Positioner>
            <Dialog.Content aria-label="Car">
              <Filter onChange={onChange} />
            </Dialog.Content>
          </Dialog.Positioner>
        </Dialog.Portal>
      </Dialog.Root>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Car' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(within(dialog).getByRole('option', { name: 'Status changed' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('car.status');
    expect(screen.getByRole('dialog', { name: 'Car' })).toBeInTheDocument();
  });
});
