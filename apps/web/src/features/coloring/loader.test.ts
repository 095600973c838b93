import { RouterContextProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserContext } from '@/lib/current-user';
import { setNavigator } from '@/lib/navigation';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { buildUser, jsonResponse } from '@/test/fixtures';
import { buildPage } from '@/test/page-fixtures';
import { coloringLoader } from './loader';
import { buildCredit } from './test-fixtures';

const user = buildUser();

function run(id: string | undefined) {
  const context = new RouterContextProvider();
  context.set(currentUserContext, user);
  return coloringLoader({
    params: id === undefined ? {} : { id },
    request: new Request(`http://localhost/pages/${id ?? ''}/color`),
    context,
  });
}

/** Resolves with the redirect Response a loader threw, or fails the test. */
async function redirected(promise: Promise<unknown>): Promise<string | null> {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return (thrown as Response).headers.get('Location');
}

describe('coloring loader (SPEC section 5)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let routes: Record<string, () => Response>;

  beforeEach(() => {
    routes = {};
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const path = String(input);
      const answer = routes[path];
      return answer ? answer() : jsonResponse({ message: 'Not found.', code: 'NOT_FOUND' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    setNavigator({ navigate: vi.fn(), pathname: () => '/pages/1/color' });
    useSession.setState({ token: 'tok', user });
    useNotifications.getState().clear();
  });
  afterEach(() => {
    setNavigator(null);
    useNotifications.getState().clear();
  });

  it('sends a missing or malformed id to /pages/public without calling the API', async () => {
    expect(await redirected(run(undefined))).toBe('/pages/public');
    expect(await redirected(run('abc'))).toBe('/pages/public');
    expect(await redirected(run('0'))).toBe('/pages/public');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends an unknown (or blocked) page to /pages/public', async () => {
    routes['/api/credits/read'] = () => jsonResponse({ data: buildCredit() });
    expect(await redirected(run('404'))).toBe('/pages/public');
  });

  it("throws 'Failed to read credit' when the credit cannot be read", async () => {
    routes['/api/pages/5/read'] = () => jsonResponse({ data: buildPage({ id: 5 }) });
    routes['/api/credits/read'] = () => jsonResponse({ message: 'Boom.' }, 500);
    await expect(run('5')).rejects.toThrow('Failed to read credit');
  });

  it('sends a user without public_page credit to /checkout with the danger message', async () => {
    routes['/api/pages/5/read'] = () => jsonResponse({ data: buildPage({ id: 5 }) });
    routes['/api/credits/read'] = () => jsonResponse({ data: buildCredit({ public_page: 0 }) });
    expect(await redirected(run('5'))).toBe('/checkout');
    expect(useNotifications.getState().notification).toMatchObject({
      variant: 'danger',
      message: 'No credits available. Upgrade your plan to continue.',
      persist: true,
    });
  });

  it('lets the user open a page they colored or own even with no credit left', async () => {
    routes['/api/credits/read'] = () => jsonResponse({ data: buildCredit({ public_page: 0 }) });
    routes['/api/pages/5/read'] = () => jsonResponse({ data: buildPage({ id: 5, is_colored: true }) });
    routes['/api/pages/6/read'] = () => jsonResponse({ data: buildPage({ id: 6, is_owner: true }) });
    await expect(run('5')).resolves.toMatchObject({ page: { id: 5 }, userId: user.id, work: { draft: null, local: null } });
    await expect(run('6')).resolves.toMatchObject({ page: { id: 6 } });
    expect(useNotifications.getState().notification).toBeNull();
  });

  it('opens a public page while credit is left, reading page and credit in parallel', async () => {
    const pending: ((r: Response) => void)[] = [];
    fetchMock.mockImplementation((input) => {
      const path = String(input);
      const body = path === '/api/credits/read' ? { data: buildCredit({ public_page: 1 }) } : { data: buildPage({ id: 5 }) };
      return new Promise((resolve) => pending.push(() => resolve(jsonResponse(body))));
    });
    const result = run('5');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map((c) => String(c[0])).sort()).toEqual(['/api/credits/read', '/api/pages/5/read']);
    pending.forEach((resolve) => resolve(new Response()));
    await expect(result).resolves.toMatchObject({ page: { id: 5 }, credit: { public_page: 1 } });
  });
});
