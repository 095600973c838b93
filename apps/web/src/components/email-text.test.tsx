import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text';

describe('EmailText', () => {
  it('offers line breaks after the @ and before each dot, and reads as the address', () => {
    const { container } = render(<EmailText value="grandma.rosie.longname@example.co.uk" />);
    const span = container.querySelector('span')!;
    expect(span.textContent).toBe('grandma.rosie.longname@example.co.uk');
    expect(span.innerHTML).toBe('grandma<wbr>.rosie<wbr>.longname@<wbr>example<wbr>.co<wbr>.uk');
  });
});
