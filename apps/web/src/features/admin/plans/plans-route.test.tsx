import type { Plan } from '@crayonbox/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { buildPlan, buildUser, jsonResponse } from '@/test/fixtures';
import { loaderContext, renderWithQuery } from '@/test/query';
import * as planEdit from './plan-edit-route';
import * as plans from './plans-route';

// The machine may be busy (builds, browsers): give async UI a few seconds, not one.
configure({ asyncUtilTimeout: 4000 });

const starter = buildPlan();

const fetchMock = vi.fn<typeof fetch>();

/** The plans API with one stored plan, which an update changes. */
function servePlans() {
  let stored = starter;
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/plans/list') return jsonResponse({ data: [stored] });
    if (path === `/api/plans/${stored.id}/read`) return jsonResponse({ data: stored });
    if (path === `/api/plans/${stored.id}/update` && init?.method === 'POST') {
      stored = { ...stored, ...(JSON.parse(String(init.body)) as Partial<Plan>) };
      return jsonResponse({ data: stored });
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
}

function renderPlans() {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/admin/plans', ...plans, HydrateFallback: () => null },
      { path: '/admin/plans/:id/edit', ...planEdit },
    ],
    { initialEntries: ['/admin/plans'], getContext: loaderContext(queryClient) },
  );
  renderWithQuery(<RouterProvider router={router} />, queryClient);
  return router;
}

describe('plans and the plan editor', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ token: 'tok', user: buildUser({ admin: true, plan: null }) });
  });
  afterEach(() => useNotifications.getState().clear());

  it('shows a plan under its new title once an admin has saved it', async () => {
    servePlans();
    const router = renderPlans();
    fireEvent.click(await screen.findByRole('link', { name: 'Edit Starter' }));

    const title = await screen.findByLabelText('Title');
    fireEvent.change(title, { target: { value: 'Starter plus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update plan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/plans'));
    const card = await screen.findByRole('article', { name: 'Starter plus' });
    expect(within(card).getByRole('link', { name: 'Edit Starter plus' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Starter' })).toBeNull();
    await waitFor(() => expect(useNotifications.getState().notification?.message).toBe(planEdit.PLAN_UPDATED));
  });

  it('opens the editor with the saved values when it is opened again', async () => {
    servePlans();
    renderPlans();
    fireEvent.click(await screen.findByRole('link', { name: 'Edit Starter' }));
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Starter plus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update plan' }));

    fireEvent.click(await screen.findByRole('link', { name: 'Edit Starter plus' }));
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('Starter plus');
  });
});
