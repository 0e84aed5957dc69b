// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { LocaleContext } from '../../i18n/locale-context';
import { Toaster, TOAST_DURATION_MS, notify, toaster } from './toaster';
import { TOASTER_TEXT } from './toaster-copy';
import { TOASTER_TEXT as TOASTER_TEXT_AR } from './toaster-copy.ar';

afterEach(() => {
  cleanup();
  toaster.remove();
  vi.useRealTimers();
});

describe('<Toaster>', () => {
  it('shows one toast at a time: a new one replaces the one on screen', async () => {
    render(<Toaster />);
    act(() => {
      notify({ type: 'error', title: 'First', description: 'first text' });
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
    act(() => {
      notify({ type: 'success', title: 'Second', description: 'second text' });
    });
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('closes on its own after TOAST_DURATION_MS, and has a labelled close button', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      notify({ type: 'success', title: 'Saved' });
    });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: TOASTER_TEXT.region })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TOASTER_TEXT.close })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 500));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('names its region and close button in Arabic on an Arabic page', async () => {
    render(
      <LocaleContext.Provider value="ar">
        <Toaster />
      </LocaleContext.Provider>,
    );
    act(() => {
      notify({ type: 'success', title: 'تم' });
    });
    expect(await screen.findByRole('region', { name: TOASTER_TEXT_AR.region })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TOASTER_TEXT_AR.close })).toBeInTheDocument();
  });
});
