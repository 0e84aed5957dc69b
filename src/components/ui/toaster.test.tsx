// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Toaster, TOAST_DURATION_MS, notify, toaster } from './toaster';

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
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 500));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
