import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARRY_MS, NOTIFICATION_TIMEOUT_MS, notify, useNotifications } from './notifications';

const current = () => useNotifications.getState().notification;

describe('notifications store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useNotifications.getState().clear();
  });
  afterEach(() => {
    useNotifications.getState().clear();
  });

  it('shows a notification with its variant and message', () => {
    notify.success('Page has been saved');
    expect(current()).toMatchObject({ variant: 'success', message: 'Page has been saved', persist: false });
  });

  it('replaces the previous notification', () => {
    notify.info('first');
    notify.danger('second');
    expect(current()).toMatchObject({ variant: 'danger', message: 'second' });
  });

  it('clears itself after 6000 ms', () => {
    expect(NOTIFICATION_TIMEOUT_MS).toBe(6000);
    notify.info('hello');
    vi.advanceTimersByTime(5999);
    expect(current()?.message).toBe('hello');
    vi.advanceTimersByTime(1);
    expect(current()).toBeNull();
  });

  it('a replacement gets its own 6 s', () => {
    notify.info('first');
    vi.advanceTimersByTime(4000);
    notify.info('second');
    vi.advanceTimersByTime(2500); // the first timer would have fired by now
    expect(current()?.message).toBe('second');
    vi.advanceTimersByTime(3500);
    expect(current()).toBeNull();
  });

  it('a persistent notification stays', () => {
    notify.danger('Please sign in', true);
    vi.advanceTimersByTime(60_000);
    expect(current()).toMatchObject({ message: 'Please sign in', persist: true });
  });

  it('navigation clears a timed notification; a persistent one rides the redirect it explains, then ends when the user leaves', () => {
    notify.info('transient');
    useNotifications.getState().clearTransient();
    expect(current()).toBeNull();

    // "No credits" and off to /checkout: still there on arrival...
    notify.danger('sticky', true);
    useNotifications.getState().clearTransient();
    expect(current()?.message).toBe('sticky');
    // ...and gone once the user leaves checkout, however long they stayed.
    vi.advanceTimersByTime(60_000);
    expect(current()?.message).toBe('sticky');
    useNotifications.getState().clearTransient();
    expect(current()).toBeNull();
  });

  it('a persistent notification shown before the first screen rendered has arrived: the next navigation ends it', () => {
    notify.danger('No credits', true);
    useNotifications.getState().landed();
    useNotifications.getState().clearTransient();
    expect(current()).toBeNull();
  });

  it('a persistent notification shown on a screen ends when the user leaves it', () => {
    notify.info('Finish the payment in your browser.', true);
    vi.advanceTimersByTime(CARRY_MS + 1);
    useNotifications.getState().clearTransient();
    expect(current()).toBeNull();
  });

  it('a persistent notification replacing a timed one is not cleared by the old timer', () => {
    notify.info('timed');
    notify.danger('sticky', true);
    vi.advanceTimersByTime(10_000);
    expect(current()?.message).toBe('sticky');
  });
});
