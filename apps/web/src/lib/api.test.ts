import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { buildUser, jsonResponse } from '@/test/fixtures';
import { api, ApiError, apiOrThrow } from './api';
import { setNavigator } from './navigation';
import { useUpgradeOffer } from '@/stores/upgrade-offer';

let pathname = '/pages/public';
const navigate = vi.fn((to: string) => {
  pathname = to;
});
const fetchMock = vi.fn<typeof fetch>();

const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
};
const notification = () => useNotifications.getState().notification;

describe('api helper', () => {
  beforeEach(() => {
    pathname = '/pages/public';
    navigate.mockClear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setNavigator({ navigate, pathname: () => pathname });
    useSession.setState({ token: '', user: null });
    useNotifications.getState().clear();
  });
  afterEach(() => {
    setNavigator(null);
    useNotifications.getState().clear();
  });

  describe('success', () => {
    it('calls /api and unwraps data', async () => {
      fetchMock.mockResolvedValue(jsonResponse({ data: { exists: true } }));
      await expect(api.get('/users/admin/exists')).resolves.toEqual({ exists: true });
      expect(lastRequest().url).toBe('/api/users/admin/exists');
      expect(lastRequest().init.method).toBe('GET');
    });

    it('unwraps arrays and falsy payloads', async () => {
      fetchMock.mockResolvedValueOnce(jsonResponse({ data: [{ name: 'app_name', value: 'Crayonbox' }] }));
      await expect(api.get('/settings/list')).resolves.toEqual([{ name: 'app_name', value: 'Crayonbox' }]);
      fetchMock.mockResolvedValueOnce(jsonResponse({ data: false }));
      await expect(api.get('/x')).resolves.toBe(false);
    });

    it('sends the bearer token from the session store', async () => {
      useSession.setState({ token: 'secret-token' });
      fetchMock.mockResolvedValue(jsonResponse({ data: null }));
      await api.get('/users/read');
      expect(lastRequest().headers.get('Authorization')).toBe('Bearer secret-token');
    });

    it('sends no Authorization header without a token', async () => {
      fetchMock.mockResolvedValue(jsonResponse({ data: null }));
      await api.get('/settings/list');
      expect(lastRequest().headers.has('Authorization')).toBe(false);
    });

    it('adds query parameters, leaving out null and undefined', async () => {
      fetchMock.mockResolvedValue(jsonResponse({ data: [] }));
      await api.get('/pages/paginate', { query: { page: 2, search: 'cat dog', sort: undefined, scope: null } });
      expect(lastRequest().url).toBe('/api/pages/paginate?page=2&search=cat+dog');
    });

    it('postJson sends a JSON body', async () => {
      fetchMock.mockResolvedValue(jsonResponse({ data: { ok: 1 } }, 201));
      await expect(api.postJson('/users/sign-up', { name: 'Ann' })).resolves.toEqual({ ok: 1 });
      const { init, headers } = lastRequest();
      expect(init.method).toBe('POST');
      expect(headers.get('Content-Type')).toBe('application/json');
      expect(JSON.parse(String(init.body))).toEqual({ name: 'Ann' });
    });

    it('postForm sends multipart data and lets the browser set the content type', async () => {
      fetchMock.mockResolvedValue(jsonResponse({ data: { url: '/uploads/a.png' } }));
      const form = new FormData();
      form.set('extensions', 'png');
      await expect(api.postForm('/storage/upload', form)).resolves.toEqual({ url: '/uploads/a.png' });
      const { init, headers } = lastRequest();
      expect(init.body).toBe(form);
      expect(headers.has('Content-Type')).toBe(false);
    });

    it('patch and del use their methods', async () => {
      fetchMock.mockImplementation(async () => jsonResponse({ data: { updated: true } }));
      await api.patch('/users/update', { name: 'B' });
      expect(lastRequest().init.method).toBe('PATCH');
      await api.del('/things/1');
      expect(lastRequest().init.method).toBe('DELETE');
    });
  });

  describe('failure', () => {
    it('shows body.message as a danger notification and resolves null', async () => {
      fetchMock.mockResolvedValue(jsonResponse({ message: 'Page not found.', code: 'NOT_FOUND' }, 404));
      await expect(api.get('/pages/9/read')).resolves.toBeNull();
      expect(notification()).toMatchObject({ variant: 'danger', message: 'Page not found.', persist: false });
      expect(navigate).not.toHaveBeenCalled();
    });

    it("falls back to 'Something went wrong!' when the body has no message", async () => {
      fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
      await expect(api.get('/pages/paginate')).resolves.toBeNull();
      expect(notification()?.message).toBe('Something went wrong!');
    });

    it("uses the error's own message when the server cannot be reached", async () => {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      await expect(api.get('/pages/paginate')).resolves.toBeNull();
      expect(notification()).toMatchObject({ variant: 'danger', message: 'Failed to fetch' });
    });

    it('401 clears the token (not the user), goes to /sign-in and persists the notification', async () => {
      const user = buildUser();
      useSession.setState({ token: 'expired', user });
      fetchMock.mockResolvedValue(jsonResponse({ message: 'Please sign in.', code: 'UNAUTHENTICATED' }, 401));
      await expect(api.get('/users/read')).resolves.toBeNull();
      expect(useSession.getState().token).toBe('');
      expect(useSession.getState().user).toEqual(user);
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/sign-in');
      expect(notification()).toMatchObject({ variant: 'danger', message: 'Please sign in.', persist: true });
    });

    it('401 on /sign-in stays there', async () => {
      pathname = '/sign-in';
      fetchMock.mockResolvedValue(jsonResponse({ message: 'Wrong email or password.', code: 'INVALID_CREDENTIALS' }, 401));
      await api.postJson('/users/sign-in', { email: 'a@b.c', password: 'x' });
      expect(navigate).not.toHaveBeenCalled();
      expect(notification()?.persist).toBe(true);
    });

    it('403 NO_PAID_PLAN offers the plans in a dialog where the user is, with no red error', async () => {
      useSession.setState({ token: 'tok' });
      fetchMock.mockResolvedValue(jsonResponse({ message: 'Favoriting needs a paid plan.', code: 'NO_PAID_PLAN' }, 403));
      await expect(api.patch('/pages/1/favorited/toggle')).resolves.toBeNull();
      expect(navigate).not.toHaveBeenCalled();
      expect(useUpgradeOffer.getState().reason).toBe('Favoriting needs a paid plan.');
      expect(notification()).toBeNull();
      expect(useSession.getState().token).toBe('tok');
      useUpgradeOffer.getState().close();
    });

    it('403 BLOCKED signs out and says the account is blocked, not that the session ended', async () => {
      useSession.setState({ token: 'tok' });
      const blocked = 'This account has been blocked. Contact support if you think this is a mistake.';
      fetchMock.mockResolvedValue(jsonResponse({ message: blocked, code: 'BLOCKED' }, 403));
      await api.get('/users/read');
      expect(useSession.getState().token).toBe('');
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/sign-in');
      expect(notification()).toMatchObject({ variant: 'danger', message: blocked, persist: true });
    });

    it('other 403 codes only notify', async () => {
      useSession.setState({ token: 'tok' });
      fetchMock.mockResolvedValue(jsonResponse({ message: 'Not allowed.', code: 'FORBIDDEN' }, 403));
      await api.get('/users/paginate');
      expect(navigate).not.toHaveBeenCalled();
      expect(useSession.getState().token).toBe('tok');
      expect(notification()).toMatchObject({ message: 'Not allowed.', persist: false });
    });

    it('an aborted call resolves null without a notification', async () => {
      const controller = new AbortController();
      fetchMock.mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      );
      const pending = api.get('/pages/paginate', { signal: controller.signal });
      controller.abort();
      await expect(pending).resolves.toBeNull();
      expect(notification()).toBeNull();
    });
  });

  describe('apiOrThrow', () => {
    it('throws an ApiError with status, code, message and field errors, and does nothing else', async () => {
      fetchMock.mockResolvedValue(
        jsonResponse({ message: 'Check the fields.', code: 'VALIDATION', errors: { email: ['Enter a valid email address.'] } }, 422),
      );
      const error = await apiOrThrow.postJson('/users/sign-up', {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 422,
        code: 'VALIDATION',
        message: 'Check the fields.',
        errors: { email: ['Enter a valid email address.'] },
      });
      expect((error as ApiError).fieldErrors()).toEqual({ email: 'Enter a valid email address.' });
      expect(notification()).toBeNull();
      expect(navigate).not.toHaveBeenCalled();
    });

    it('does not clear the token on 401', async () => {
      useSession.setState({ token: 'tok' });
      fetchMock.mockResolvedValue(jsonResponse({ message: 'Nope', code: 'INVALID_CREDENTIALS' }, 401));
      await expect(apiOrThrow.postJson('/users/sign-in', {})).rejects.toMatchObject({ status: 401 });
      expect(useSession.getState().token).toBe('tok');
    });
  });
});
