import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTION_TIMEOUT_MS, notify, useNotifications } from '@/stores/notifications';
import { Toast } from './toast';

describe('Toast', () => {
  afterEach(() => {
    act(() => useNotifications.getState().clear());
    vi.useRealTimers();
  });

  it('renders nothing without a notification', () => {
    const { container } = render(<Toast />);
    expect(container.innerHTML).toBe('');
  });

  it('announces danger notifications as alerts and others as status', () => {
    render(<Toast />);
    act(() => notify.danger('Print is only available on the paid plan.'));
    expect(screen.getByRole('alert').textContent).toContain('Print is only available on the paid plan.');
    act(() => notify.success('Page has been saved'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Page has been saved');
  });

  it('can be dismissed', () => {
    render(<Toast />);
    act(() => notify.info('Hello', true));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(useNotifications.getState().notification).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers an action: its button runs it and closes the notification', () => {
    const run = vi.fn();
    render(<Toast />);
    act(() =>
      useNotifications.getState().notify({ variant: 'info', message: 'Removed.', action: { label: 'Undo', run, takeFocus: true } }),
    );
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(document.activeElement).toBe(undo);
    fireEvent.click(undo);
    expect(run).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a notification with an action while it has the focus, and lets it go after', () => {
    vi.useFakeTimers();
    render(<Toast />);
    act(() => useNotifications.getState().notify({ variant: 'info', message: 'Removed.', action: { label: 'Undo', run: () => {} } }));
    const undo = screen.getByRole('button', { name: 'Undo' });
    act(() => undo.focus());
    act(() => vi.advanceTimersByTime(ACTION_TIMEOUT_MS * 3));
    expect(screen.getByRole('status').textContent).toContain('Removed.');
    act(() => undo.blur());
    act(() => vi.advanceTimersByTime(ACTION_TIMEOUT_MS - 1));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
