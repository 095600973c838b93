import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify, useNotifications } from '@/stores/notifications';
import { Toast } from './toast';

describe('Toast', () => {
  afterEach(() => act(() => useNotifications.getState().clear()));

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
});
