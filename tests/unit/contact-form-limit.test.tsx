// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ContactForm from '@/components/contact/ContactForm';
import { MESSAGE_MAX_LENGTH } from '@/lib/contact/validation';

const limit = MESSAGE_MAX_LENGTH.toLocaleString('en-US');

describe('the contact form says its message limit before sending', () => {
  it('caps the box at the server’s limit and says the figure under it', () => {
    render(<ContactForm />);
    const box = screen.getByLabelText('Message');
    expect(box.getAttribute('maxlength')).toBe(String(MESSAGE_MAX_LENGTH));
    const hint = document.getElementById(box.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe(`Up to ${limit} characters.`);
  });

  it('says so again once the box is full', () => {
    render(<ContactForm />);
    const box = screen.getByLabelText('Message');
    fireEvent.input(box, { target: { value: 'x'.repeat(MESSAGE_MAX_LENGTH) } });
    const hint = document.getElementById(box.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toContain(`That is ${limit} characters, the most a message can hold`);
  });
});
