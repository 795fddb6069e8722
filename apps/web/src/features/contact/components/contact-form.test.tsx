import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactForm } from './contact-form.tsx';

describe('ContactForm', () => {
  it("says 'Please fill in all required fields' once, and marks each empty field", async () => {
    render(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getAllByText('Please fill in all required fields')).toHaveLength(1);
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
