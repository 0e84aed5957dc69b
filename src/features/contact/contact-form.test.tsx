// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessage } from '../../../machines/contact-form/contact-form.model';
import { LogicProvider } from '../../actors/logic';
import { createContactLogic } from '../../actors/wiring/contact';
import { MSG } from '../../api/messages';
import { Toaster, toaster } from '../../components/ui/toaster';
import { ContactForm } from './contact-form';

afterEach(() => {
  cleanup();
  toaster.remove();
});

/** The page's real wiring with its send replaced by a spy that resolves or rejects when the test says. */
function setup(outcome: 'ok' | 'fail' = 'ok') {
  const send = vi.fn<(message: ContactMessage) => void>();
  let settle: () => void = () => {};
  const logic = createContactLogic({
    send: (message) => {
      send(message);
      return new Promise<void>((resolve, reject) => {
        settle = () => (outcome === 'ok' ? resolve() : reject(new Error('send failed')));
      });
    },
  });
  render(
    <LogicProvider logic={logic}>
      <ContactForm />
      <Toaster />
    </LogicProvider>,
  );
  return { send, settle: () => settle(), user: userEvent.setup() };
}

const field = (name: RegExp) => screen.getByLabelText(name);

describe('<ContactForm>', () => {
  it('refuses to send with required fields missing, focuses the first and keeps what was typed', async () => {
    const { send, user } = setup();
    await user.type(field(/phone number/i), '+971 50 111 2222');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(field(/full name/i)).toHaveFocus());
    expect(field(/full name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/full name/i)).toHaveAccessibleDescription(MSG.fieldRequired('Full Name'));
    expect(field(/email address/i)).toHaveAccessibleDescription(MSG.fieldRequired('Email Address'));
    expect(field(/phone number/i)).toHaveValue('+971 50 111 2222');
    expect(field(/phone number/i)).not.toHaveAttribute('aria-invalid');

    await user.type(field(/full name/i), 'Aisha Khan');
    await user.type(field(/email address/i), 'aisha.example.com');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(field(/email address/i)).toHaveFocus());
    expect(field(/email address/i)).toHaveAccessibleDescription(MSG.emailInvalid);
    expect(field(/full name/i)).not.toHaveAttribute('aria-invalid');
    expect(field(/full name/i)).toHaveValue('Aisha Khan');
  });

  it('builds the SPEC §3 message from what was typed, shows Sending Message..., then the toast and an empty form', async () => {
    const { send, settle, user } = setup('ok');
    await user.type(field(/full name/i), 'Aisha Khan');
    await user.type(field(/email address/i), 'aisha@example.com');
    await user.type(field(/phone number/i), '+971 50 111 2222');
    await user.type(field(/subject/i), 'Weekend in a convertible');
    await user.selectOptions(field(/car category interest/i), 'convertible');
    await user.selectOptions(field(/rental period/i), 'long-term (3+ months)');
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await user.type(screen.getByRole('textbox', { name: /^message/i }), '<img src=x onerror=alert(1)> Friday to Sunday, please.');

    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const after = Date.now();

    expect(send).toHaveBeenCalledTimes(1);
    const message = send.mock.calls[0]![0];
    expect(message).toEqual({
      name: 'Aisha Khan',
      email: 'aisha@example.com',
      phone: '+971 50 111 2222',
      subject: 'Weekend in a convertible',
      message: '<img src=x onerror=alert(1)> Friday to Sunday, please.',
      preferredContact: 'whatsapp',
      carInterest: 'convertible',
      rentalPeriod: 'long-term (3+ months)',
      submittedAt: expect.any(String),
      submittedBy: 'guest',
      source: 'website_contact_form',
    });
    const at = Date.parse(message.submittedAt);
    expect(new Date(at).toISOString()).toBe(message.submittedAt);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(after);

    const button = screen.getByRole('button', { name: MSG.contactSending });
    expect(button).toBeDisabled();
    expect(document.querySelector('img')).toBeNull(); // typed markup is text, never HTML

    settle();
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText(MSG.contactSuccessTitle)).toBeInTheDocument();
    expect(within(toast).getByText(MSG.contactSuccessText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(field(/full name/i)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^message/i })).toHaveValue('');
    expect(field(/car category interest/i)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
  });

  it('keeps everything typed and shows the Error toast when the send fails', async () => {
    const { send, settle, user } = setup('fail');
    await user.type(field(/full name/i), 'Omar');
    await user.type(field(/email address/i), 'omar@example.ae');
    await user.type(field(/subject/i), 'Airport delivery');
    await user.type(screen.getByRole('textbox', { name: /^message/i }), 'Landing at DXB on Monday.');
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(send).toHaveBeenCalledTimes(1);

    settle();
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText(MSG.errorTitle)).toBeInTheDocument();
    expect(within(toast).getByText(MSG.contactFailureText)).toBeInTheDocument();
    expect(field(/full name/i)).toHaveValue('Omar');
    expect(field(/email address/i)).toHaveValue('omar@example.ae');
    expect(screen.getByRole('textbox', { name: /^message/i })).toHaveValue('Landing at DXB on Monday.');
    expect(screen.getByRole('radio', { name: 'Phone' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
