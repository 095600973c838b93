import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirm } from '@/stores/confirm';
import { ConfirmBar } from './confirm-bar';

describe('ConfirmBar', () => {
  it("resolves true on 'Yes, proceed'", async () => {
    render(<ConfirmBar />);
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm('Are you sure to block the user?');
    });
    expect(screen.getByRole('alertdialog', { name: 'Are you sure to block the user?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, proceed' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("resolves false on 'Cancel' and on Escape", async () => {
    render(<ConfirmBar />);
    let first!: Promise<boolean>;
    act(() => {
      first = confirm('Are you sure to delete the page?');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(first).resolves.toBe(false);

    let second!: Promise<boolean>;
    act(() => {
      second = confirm('Are you sure to block the page?');
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    await expect(second).resolves.toBe(false);
  });

  it('a newer question cancels the open one', async () => {
    render(<ConfirmBar />);
    let first!: Promise<boolean>;
    act(() => {
      first = confirm('first?');
      void confirm('second?');
    });
    await expect(first).resolves.toBe(false);
    expect(screen.getByText('second?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  });
});
