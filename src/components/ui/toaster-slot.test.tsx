// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToasterSlot } from './toaster-slot';

describe('the toaster slot', () => {
  it('mounts no toaster until a page that raises toasts loads it, then shows its toasts', async () => {
    render(<ToasterSlot />);
    expect(screen.queryByRole('region')).toBeNull();

    // What the contact form and the portal do: import the toaster to notify.
    const { notify } = await act(() => import('./toaster'));
    expect(await screen.findByRole('region')).toBeInTheDocument();

    act(() => void notify({ title: 'Message sent', type: 'success' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
  });
});
