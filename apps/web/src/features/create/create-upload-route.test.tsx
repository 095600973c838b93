import type { Credit, UploadPreview } from '@crayonbox/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { jsonResponse } from '@/test/fixtures';
import { buildPage } from '@/test/page-fixtures';
import { renderWithQuery } from '@/test/query';
import { Component as CreateUpload } from './create-upload-route';

// The XMLHttpRequest upload has its own tests; here it answers with a stored url at once.
vi.mock('@/lib/upload-with-progress', () => ({ uploadWithProgress: vi.fn() }));

const credit: Credit = {
  id: 1,
  public_page: 5,
  page_creation: 3,
  reset_at: '2025-01-01T00:00:00.000Z',
  next_reset_at: '2025-02-01T00:00:00.000Z',
  user: { plan: { id: 1, name: 'free', title: 'Free', paid: false }, subscription: null },
};
const URL_STORED = '/uploads/2025/01/photo.png';
const traced = (ai: boolean): UploadPreview => ({
  detected: 'photo',
  mode: 'trace',
  detail: 3,
  preview: 'data:image/png;base64,AAAA',
  ai_available: ai,
});

function Coloring() {
  return <p>Coloring page {useParams().id}</p>;
}

function renderScreen() {
  const router = createMemoryRouter(
    [
      { path: '/pages/create/upload', Component: CreateUpload, loader: () => credit },
      { path: '/pages/:id/color', Component: Coloring },
    ],
    { initialEntries: ['/pages/create/upload'] },
  );
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.credit(), credit);
  renderWithQuery(<RouterProvider router={router} />, queryClient);
}

/** Answers previews with `preview(body)` and page creations with `create(body)`. */
function serve(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, create: (body: Record<string, unknown>) => Response, ai = true) {
  fetchMock.mockImplementation(async (input, init) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    if (String(input).endsWith('/pages/upload/preview')) {
      return jsonResponse({ data: body.mode === 'ai' ? { ...traced(ai), mode: 'ai', preview: null } : traced(ai) });
    }
    return create(body);
  });
}

async function pickPhoto() {
  fireEvent.change(await screen.findByLabelText('Choose a picture'), {
    target: { files: [new File(['x'], 'garden.png', { type: 'image/png' })] },
  });
  await screen.findByText('This looks like a photo: we trace it here. You can still choose, or have it drawn by AI.');
}

describe('upload page drawn by AI', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:garden', revokeObjectURL: () => {} }));
    vi.mocked(uploadWithProgress).mockResolvedValue(URL_STORED);
    useSession.setState({ token: 'tok', user: null });
  });
  afterEach(() => useNotifications.getState().clear());

  it('offers no AI drawing when the server has no AI key', async () => {
    serve(fetchMock, () => jsonResponse({}, 500), false);
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Choose a picture'), {
      target: { files: [new File(['x'], 'garden.png', { type: 'image/png' })] },
    });
    await screen.findByText('This looks like a photo: we trace it here. You can still choose.');
    expect((screen.getByRole('radio', { name: 'Trace the outlines' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Drawn by AI' })).toBeNull();
  });

  it('sends mode ai without a detail, and opens the page it makes', async () => {
    serve(fetchMock, () => jsonResponse({ data: buildPage({ id: 77 }) }, 201));
    renderScreen();
    await pickPhoto();
    expect((screen.getByRole('radio', { name: 'Traced here' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Drawn by AI' }));
    expect(await screen.findByText('The AI draws your page when you create it.')).toBeTruthy();
    expect(screen.queryByRole('slider', { name: 'Detail' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText('Coloring page 77')).toBeTruthy();
    const created = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/pages/upload'));
    expect(JSON.parse(String(created?.[1]?.body))).toEqual({ url: URL_STORED, mode: 'ai' });
  });

  it('Turn turns the preview a quarter at a time, and the page is made turned as shown', async () => {
    serve(fetchMock, () => jsonResponse({ data: buildPage({ id: 78 }) }, 201));
    renderScreen();
    await pickPhoto();
    const previewsAsked = () =>
      fetchMock.mock.calls
        .filter(([input]) => String(input).endsWith('/pages/upload/preview'))
        .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
    const turn = screen.getByRole('button', { name: 'Turn' });
    fireEvent.click(turn);
    await waitFor(() => expect(previewsAsked().at(-1)).toMatchObject({ url: URL_STORED, turn: 90 }));
    // The picture beside the page turns with it.
    expect(screen.getByRole('img', { name: 'What you uploaded, turned 90° clockwise' }).style.transform).toBe('rotate(90deg)');
    fireEvent.click(turn);
    await waitFor(() => expect(previewsAsked().at(-1)).toMatchObject({ turn: 180 }));
    expect(screen.getByRole('img', { name: 'What you uploaded, turned 180° clockwise' }).style.transform).toBe('rotate(180deg)');
    fireEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText('Coloring page 78')).toBeTruthy();
    const created = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/pages/upload'));
    expect(JSON.parse(String(created?.[1]?.body))).toEqual({ url: URL_STORED, mode: 'trace', detail: 3, turn: 180 });
  });

  it('four turns are upright again, and a new picture starts upright', async () => {
    serve(fetchMock, () => jsonResponse({}, 500));
    renderScreen();
    await pickPhoto();
    const lastPreview = () => {
      const calls = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/pages/upload/preview'));
      return JSON.parse(String(calls.at(-1)?.[1]?.body)) as Record<string, unknown>;
    };
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByRole('button', { name: 'Turn' }));
    await waitFor(() => expect(lastPreview()).not.toHaveProperty('turn'));
    expect(screen.getByRole('img', { name: 'What you uploaded' }).style.transform).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Turn' }));
    await waitFor(() => expect(lastPreview()).toMatchObject({ turn: 90 }));
    fireEvent.change(screen.getByLabelText('Choose another picture'), {
      target: { files: [new File(['y'], 'cat.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(lastPreview()).not.toHaveProperty('turn'));
  });

  it('when the AI is no longer set up, says so, removes the choice and goes back to tracing', async () => {
    serve(fetchMock, () => jsonResponse({ message: 'AI page creation is not set up yet.', code: 'PROVIDER_NOT_CONFIGURED' }, 503));
    renderScreen();
    await pickPhoto();
    fireEvent.click(screen.getByRole('radio', { name: 'Drawn by AI' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect((await screen.findByRole('alert')).textContent).toBe('AI page creation is not set up yet. We trace photos here instead.');
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Drawn by AI' })).toBeNull());
    expect((screen.getByRole('radio', { name: 'Trace the outlines' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Create page' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('a picture the server refuses', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    serve(fetchMock, () => jsonResponse({ data: {} }));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:half', revokeObjectURL: () => {} }));
    vi.mocked(uploadWithProgress).mockResolvedValue(URL_STORED);
    useSession.setState({ token: 'tok', user: null });
  });
  afterEach(() => useNotifications.getState().clear());

  it('shows the reason next to the file, with no Try again and no preview, and the next picture clears it', async () => {
    const damaged = 'The image is damaged or incomplete and could not be read.';
    vi.mocked(uploadWithProgress).mockImplementationOnce(async (_file, options) => {
      options?.onRefused?.(new ApiError({ status: 415, message: damaged }));
      return null;
    });
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Choose a picture'), {
      target: { files: [new File(['x'], 'half.jpg', { type: 'image/jpeg' })] },
    });
    await screen.findByText(damaged);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('The upload did not work. Try again or choose another picture.')).toBeNull();
    expect(screen.queryByRole('img', { name: 'What you uploaded' })).toBeNull();
    await pickPhoto();
    expect(screen.queryByText(damaged)).toBeNull();
  });

  it('offers Try again when the upload itself failed (no answer, or an error on the server)', async () => {
    vi.mocked(uploadWithProgress).mockResolvedValueOnce(null);
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Choose a picture'), {
      target: { files: [new File(['x'], 'garden.png', { type: 'image/png' })] },
    });
    await screen.findByText('The upload did not work. Try again or choose another picture.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
