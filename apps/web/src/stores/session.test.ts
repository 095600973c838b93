import { beforeEach, describe, expect, it } from 'vitest';
import { buildUser } from '@/test/fixtures';
import { SESSION_STORAGE_KEY, useSession } from './session';

const stored = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { state: unknown } | null;

describe('session store', () => {
  beforeEach(() => {
    useSession.setState({ token: '', user: null });
  });

  it('starts signed out', () => {
    expect(useSession.getState().token).toBe('');
    expect(useSession.getState().user).toBeNull();
  });

  it('persists token and user under the "auth" key', () => {
    const user = buildUser();
    useSession.getState().setToken('tok-123');
    useSession.getState().setUser(user);
    expect(SESSION_STORAGE_KEY).toBe('auth');
    expect(stored()?.state).toEqual({ token: 'tok-123', user });
  });

  it('reloads the session from local storage', async () => {
    const user = buildUser({ name: 'Stored' });
    localStorage.setItem('auth', JSON.stringify({ state: { token: 'from-disk', user }, version: 0 }));
    await useSession.persist.rehydrate();
    expect(useSession.getState().token).toBe('from-disk');
    expect(useSession.getState().user?.name).toBe('Stored');
  });

  it('clearToken empties the token and leaves the user in place', () => {
    const user = buildUser();
    useSession.setState({ token: 'tok', user });
    useSession.getState().clearToken();
    expect(useSession.getState().token).toBe('');
    expect(useSession.getState().user).toEqual(user);
    expect(stored()?.state).toEqual({ token: '', user });
  });

  it('setUser replaces the user', () => {
    useSession.getState().setUser(buildUser({ name: 'First' }));
    const second = buildUser({ name: 'Second' });
    useSession.getState().setUser(second);
    expect(useSession.getState().user).toEqual(second);
  });

  it('updateUser changes name, photo and email together', () => {
    const user = buildUser({ name: 'Old', email: 'old@example.com', photo: '' });
    useSession.setState({ user });
    useSession.getState().updateUser({ name: 'New', email: 'new@example.com', photo: '/uploads/me.png' });
    expect(useSession.getState().user).toEqual({
      ...user,
      name: 'New',
      email: 'new@example.com',
      photo: '/uploads/me.png',
    });
  });

  it('updateUser does nothing without a user', () => {
    useSession.getState().updateUser({ name: 'Ghost', email: 'ghost@example.com', photo: '' });
    expect(useSession.getState().user).toBeNull();
  });
});
