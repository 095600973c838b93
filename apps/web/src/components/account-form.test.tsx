import type { User } from '@crayonbox/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { buildUser, jsonResponse } from '@/test/fixtures';
import { ACCOUNT_UPDATED, AccountForm } from './account-form';

// The XMLHttpRequest upload has its own tests; here it answers with a stored url.
vi.mock('@/lib/upload-with-progress', () => ({ uploadWithProgress: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, string>;

function renderForm(user: User) {
  useSession.setState({ token: 'tok', user });
  render(<AccountForm user={user} />);
}

describe('AccountForm', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.mocked(uploadWithProgress).mockReset();
  });
  afterEach(() => useNotifications.getState().clear());

  it('updates name and photo, refreshes the session and says so', async () => {
    const user = buildUser({ name: 'Pat', email: 'pat@example.com', photo: '' });
    vi.mocked(uploadWithProgress).mockResolvedValue('/uploads/pat.webp');
    fetchMock.mockImplementation(async (_url, init) => jsonResponse({ data: { ...user, ...JSON.parse(String(init?.body)) } }));
    renderForm(user);

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload photo'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Current photo' }).getAttribute('src')).toBe('/uploads/pat.webp'));
    expect(vi.mocked(uploadWithProgress).mock.calls[0]?.[1]).toMatchObject({
      extensions: ['png', 'jpg', 'webp'],
      max: 5 * 1024 * 1024,
      dimensions: '4096x4096',
    });

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Pat Painter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update account' }));

    await waitFor(() => expect(useNotifications.getState().notification?.message).toBe(ACCOUNT_UPDATED));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/update');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(sentBody()).toEqual({ name: 'Pat Painter', email: 'pat@example.com', photo: '/uploads/pat.webp' });
    expect(useSession.getState().user).toMatchObject({ name: 'Pat Painter', photo: '/uploads/pat.webp', email: 'pat@example.com' });
    expect(screen.queryByText(/We sent a link/)).toBeNull();
  });

  it('a new email waits for the link mailed to it', async () => {
    const user = buildUser({ email: 'old@example.com' });
    // The server keeps the old address until the new one is confirmed.
    fetchMock.mockResolvedValue(jsonResponse({ data: user }));
    renderForm(user);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'New@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update account' }));

    expect((await screen.findByRole('status')).textContent).toBe('We sent a link to new@example.com; your email changes when you open it.');
    expect(sentBody().email).toBe('new@example.com');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('old@example.com');
    expect(useSession.getState().user?.email).toBe('old@example.com');
  });

  it('checks the fields before calling the server', async () => {
    renderForm(buildUser());
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update account' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows 422 field errors and a taken email (409) under their fields', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'Some fields are not valid.', code: 'VALIDATION', errors: { name: ['That name is not allowed.'] } }, 422),
    );
    renderForm(buildUser());
    fireEvent.click(screen.getByRole('button', { name: 'Update account' }));
    expect(await screen.findByText('That name is not allowed.')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'This email is already taken.', code: 'CONFLICT' }, 409));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'taken@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update account' }));
    expect(await screen.findByText('This email is already taken.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(useNotifications.getState().notification).toBeNull();
  });

  it('refuses a photo of the wrong type or size before uploading', async () => {
    renderForm(buildUser());
    const gif = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText('Upload photo'), { target: { files: [gif] } });
    expect(await screen.findByText('Choose a PNG, JPG or WebP image.')).toBeTruthy();
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload photo'), { target: { files: [huge] } });
    expect(await screen.findByText('This photo is too big: the limit is 5 MB.')).toBeTruthy();
    expect(uploadWithProgress).not.toHaveBeenCalled();
  });

  it('Remove clears the photo', async () => {
    fetchMock.mockImplementation(async (_url, init) => jsonResponse({ data: { ...buildUser(), ...JSON.parse(String(init?.body)) } }));
    renderForm(buildUser({ photo: '/uploads/old.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: 'Current photo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Update account' }));
    await waitFor(() => expect(sentBody().photo).toBe(''));
  });
});
