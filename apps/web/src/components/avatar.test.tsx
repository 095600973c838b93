import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the uppercase first letter when there is no photo', () => {
    const { container } = render(<Avatar name="ada lovelace" photo="" />);
    expect(container.textContent).toBe('A');
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the photo when there is one', () => {
    const { container } = render(<Avatar name="Ada" photo="/uploads/ada.png" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/ada.png');
  });

  it('comes in regular (2.5rem) and medium (3.5rem) sizes', () => {
    render(
      <>
        <Avatar name="Regular" label="regular" />
        <Avatar name="Medium" label="medium" size="medium" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'regular' }).className).toContain('size-10');
    expect(screen.getByRole('img', { name: 'medium' }).className).toContain('size-14');
  });
});
