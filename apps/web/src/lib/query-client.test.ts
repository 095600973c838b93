import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { jsonResponse } from '@/test/fixtures';
import { ApiError } from './api';
import { setNavigator } from './navigation';
import { clearOnSessionChange, createQueryClient } from './query-client';

describe('the query client', () => {
  afterEach(() => useNotifications.getState().clear());

  it('forgets what one account read when the token changes (sign-out, another sign-in)', () => {
    useSession.setState({ token: 'first' });
    const queryClient = createQueryClient();
    const stop = clearOnSessionChange(queryClient);
    queryClient.setQueryData(['dashboard', 'counters'], { users: 1 });
    useSession.setState({ user: null }); // the same account: kept
    expect(queryClient.getQueryData(['dashboard', 'counters'])).toEqual({ users: 1 });
    useSession.getState().clearToken();
    expect(queryClient.getQueryData(['dashboard', 'counters'])).toBeUndefined();
    stop();
  });

  it('reports a failed read once, without retrying', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ message: 'Database is down.' }, 500));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    const read = () => fetch('/api/x').then(async (r) => Promise.reject(new ApiError({ status: r.status, message: 'Database is down.' })));
    await expect(queryClient.fetchQuery({ queryKey: ['x'], queryFn: read })).rejects.toThrow('Database is down.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useNotifications.getState().notification).toMatchObject({ variant: 'danger', message: 'Database is down.' });
  });

  it('leaves a failure to the screen when it asks for it, except a lost session', async () => {
    const navigate = vi.fn();
    setNavigator({ navigate, pathname: () => '/admin' });
    const queryClient = createQueryClient();
    const fail = (status: number) => () => Promise.reject(new ApiError({ status, message: `Failed with ${status}` }));
    await expect(queryClient.fetchQuery({ queryKey: ['a'], queryFn: fail(500), meta: { failure: 'screen' } })).rejects.toThrow();
    expect(useNotifications.getState().notification).toBeNull();
    useSession.setState({ token: 'tok' });
    await expect(queryClient.fetchQuery({ queryKey: ['b'], queryFn: fail(401), meta: { failure: 'screen' } })).rejects.toThrow();
    expect(useNotifications.getState().notification).toMatchObject({ message: 'Failed with 401', persist: true });
    expect(useSession.getState().token).toBe('');
    expect(navigate).toHaveBeenCalledWith('/sign-in');
    setNavigator(null);
  });
});
