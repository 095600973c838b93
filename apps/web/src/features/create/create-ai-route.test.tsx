import type { Credit } from '@crayonbox/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { jsonResponse } from '@/test/fixtures';
import { buildPage } from '@/test/page-fixtures';
import { renderWithQuery } from '@/test/query';
import { Component as CreateAi } from './create-ai-route';

const credit: Credit = {
  id: 1,
  public_page: 5,
  page_creation: 3,
  reset_at: '2025-01-01T00:00:00.000Z',
  next_reset_at: '2025-02-01T00:00:00.000Z',
  user: { plan: { id: 1, name: 'free', title: 'Free', paid: false }, subscription: null },
};

function Coloring() {
  return <p>Coloring page {useParams().id}</p>;
}

function renderScreen() {
  const router = createMemoryRouter(
    [
      { path: '/pages/create/ai', Component: CreateAi, loader: () => credit },
      { path: '/pages/:id/color', Component: Coloring },
    ],
    { initialEntries: ['/pages/create/ai'] },
  );
  // The credit gate's loader leaves the credit in the cache, where the screen reads it.
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.credit(), credit);
  renderWithQuery(<RouterProvider router={router} />, queryClient);
}

describe('create page with AI', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ token: 'tok', user: null });
  });
  afterEach(() => useNotifications.getState().clear());

  it('shows credits left and checks the prompt length before calling the server', async () => {
    renderScreen();
    expect(await screen.findByText('3 page creations left')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Prompt'), { target: { value: 'ab' } });
    expect(screen.getByText('2 / 1000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText('The prompt must be at least 3 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows progress while the page is drawn, then opens it for coloring', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Prompt'), { target: { value: 'A cat on a boat' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Mandala' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create page' }));

    expect((await screen.findByRole('status')).textContent).toContain('Creating your page');
    expect(screen.getByRole('progressbar', { name: 'Creating your page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create page' }).hasAttribute('disabled')).toBe(true);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ prompt: 'A cat on a boat', style: 'mandala' });

    answer(jsonResponse({ data: buildPage({ id: 321 }) }, 201));
    expect(await screen.findByText('Coloring page 321')).toBeTruthy();
    await waitFor(() => expect(useNotifications.getState().notification?.variant).toBe('success'));
  });

  it('shows the server refusal of a prompt under the prompt', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Not for kids.', code: 'VALIDATION', errors: { prompt: ["Let's pick a friendlier idea."] } }, 422),
    );
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Prompt'), { target: { value: 'something scary' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText("Let's pick a friendlier idea.")).toBeTruthy();
    expect(screen.getByLabelText('Prompt').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('fills the prompt with a random idea', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { prompt: 'A turtle painting a rainbow' } }));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Random prompt' }));
    await waitFor(() => expect((screen.getByLabelText('Prompt') as HTMLTextAreaElement).value).toBe('A turtle painting a rainbow'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/pages/prompt/generate');
  });
});
