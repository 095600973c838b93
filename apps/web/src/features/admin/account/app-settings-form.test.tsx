import type { Setting } from '@crayonbox/contract';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '@/stores/notifications';
import { useSettings } from '@/stores/settings';
import { jsonResponse } from '@/test/fixtures';
import { AppSettingsForm, SETTINGS_PARTLY_SAVED, SETTINGS_UPDATED } from './app-settings-form';
import { settingsUpdates } from './save-settings';

// The machine may be busy (builds, browsers): give async UI a few seconds, not one.
configure({ asyncUtilTimeout: 4000 });

const settings: Setting[] = [
  { name: 'app_name', value: 'Crayonbox' },
  { name: 'tagline', value: 'Color anything' },
  { name: 'favicon', value: '/uploads/icon.png' },
  { name: 'openai_key', value: '••••••••abcd' },
  { name: 'stripe_key', value: '' },
  { name: 'stripe_webhook_secret', value: '' },
];

const fetchMock = vi.fn<typeof fetch>();
/** Each PATCH waits here until the test answers it, so the processing state can be watched. */
let pending: { name: string; value: unknown; answer: (response: Response) => void }[] = [];

const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method,
    body: JSON.parse(String(init?.body)) as { value: unknown },
  }));
const mask = (value: string) => `••••••••${value.slice(-4)}`;
const ok = (name: string, value: unknown) =>
  jsonResponse({ data: { name, value: name.endsWith('key') || name.endsWith('secret') ? mask(String(value)) : value } });

function renderForm(onSaved = vi.fn()) {
  render(<AppSettingsForm settings={settings} onSaved={onSaved} />);
  const form = screen.getByRole('form', { name: 'App settings' });
  return { form, onSaved, submit: () => fireEvent.click(within(form).getByRole('button', { name: 'Update app settings' })) };
}

async function answerAll(respond: (name: string, value: unknown) => Response = ok) {
  await act(async () => {
    for (const call of pending) call.answer(respond(call.name, call.value));
    pending = [];
  });
}

describe('settingsUpdates', () => {
  it('always sends name, tagline and favicon, and a secret only when something was typed', () => {
    const base = { app_name: 'A', tagline: '', favicon: '', openai_key: '', stripe_key: '   ', stripe_webhook_secret: '' };
    expect(settingsUpdates(base).map((u) => u.name)).toEqual(['app_name', 'tagline', 'favicon']);
    expect(settingsUpdates({ ...base, stripe_webhook_secret: ' whsec_1 ' })).toContainEqual({
      name: 'stripe_webhook_secret',
      value: 'whsec_1',
    });
  });
});

describe('AppSettingsForm', () => {
  beforeEach(() => {
    pending = [];
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      (url, init) =>
        new Promise<Response>((resolve) => {
          const name = /\/settings\/(\w+)\/update$/.exec(String(url))?.[1] ?? '?';
          pending.push({ name, value: (JSON.parse(String(init?.body)) as { value: unknown }).value, answer: resolve });
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    useSettings.setState({ appName: 'Crayonbox', tagline: 'Color anything', favicon: '/uploads/icon.png' });
  });
  afterEach(() => useNotifications.getState().clear());

  it('shows the masked secrets as placeholders and leaves the boxes empty', () => {
    const { form } = renderForm();
    const openai = within(form).getByLabelText('AI provider API key') as HTMLInputElement;
    expect(openai.type).toBe('password');
    expect(openai.value).toBe('');
    expect(openai.placeholder).toBe('••••••••abcd');
    expect((within(form).getByLabelText('Payment API secret key') as HTMLInputElement).placeholder).toBe('Not set');
    expect(
      within(form)
        .getByRole('link', { name: /OpenAI API keys/ })
        .getAttribute('href'),
    ).toBe('https://platform.openai.com/api-keys');
    expect(
      within(form)
        .getByRole('link', { name: /Stripe API keys/ })
        .getAttribute('href'),
    ).toBe('https://dashboard.stripe.com/apikeys');
    expect(
      within(form)
        .getByRole('link', { name: /Stripe webhooks/ })
        .getAttribute('href'),
    ).toBe('https://dashboard.stripe.com/webhooks');
  });

  it('sends one PATCH per setting: name, tagline and favicon always, secrets only when filled', async () => {
    const { form, submit } = renderForm();
    fireEvent.change(within(form).getByLabelText('Payment API secret key'), { target: { value: 'sk_test_new1' } });
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    expect(calls()).toEqual([
      { url: '/api/settings/app_name/update', method: 'PATCH', body: { value: 'Crayonbox' } },
      { url: '/api/settings/tagline/update', method: 'PATCH', body: { value: 'Color anything' } },
      { url: '/api/settings/favicon/update', method: 'PATCH', body: { value: '/uploads/icon.png' } },
      { url: '/api/settings/stripe_key/update', method: 'PATCH', body: { value: 'sk_test_new1' } },
    ]);
    await answerAll();
  });

  it('keeps one processing state until every call has answered, then refreshes name, tagline, favicon and the checklist', async () => {
    const { form, submit, onSaved } = renderForm();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Doodle Den' } });
    fireEvent.change(within(form).getByLabelText('Tagline'), { target: { value: 'Pages for every kid' } });
    fireEvent.change(within(form).getByLabelText('AI provider API key'), { target: { value: 'sk-live-9876' } });
    submit();
    await waitFor(() => expect(pending).toHaveLength(4));
    const button = within(form).getByRole('button', { name: 'Update app settings' });
    expect(button.getAttribute('aria-busy')).toBe('true');

    // Three of four answered: still processing, nothing applied yet.
    await act(async () => {
      for (const call of pending.splice(0, 3)) call.answer(ok(call.name, call.value));
    });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
    expect(useNotifications.getState().notification).toBeNull();

    await answerAll();
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(useNotifications.getState().notification).toMatchObject({ variant: 'success', message: SETTINGS_UPDATED });
    expect(useSettings.getState()).toMatchObject({ appName: 'Doodle Den', tagline: 'Pages for every kid', favicon: '/uploads/icon.png' });
    expect(onSaved).toHaveBeenCalledTimes(1);
    const openai = within(form).getByLabelText('AI provider API key') as HTMLInputElement;
    expect(openai.value).toBe('');
    expect(openai.placeholder).toBe('••••••••9876');
  });

  it('a refused setting shows under its field; no success toast, and the checklist is not reloaded', async () => {
    const { form, submit, onSaved } = renderForm();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Doodle Den' } });
    submit();
    await waitFor(() => expect(pending).toHaveLength(3));
    await answerAll((name, value) =>
      name === 'tagline'
        ? jsonResponse(
            { message: 'Some fields are not valid.', code: 'VALIDATION', errors: { value: ['Tagline must be 200 characters or fewer.'] } },
            422,
          )
        : ok(name, value),
    );
    const tagline = within(form).getByLabelText('Tagline');
    await waitFor(() => expect(tagline.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Tagline must be 200 characters or fewer.')).toBeTruthy();
    expect(useNotifications.getState().notification).toMatchObject({ variant: 'danger', message: SETTINGS_PARTLY_SAVED });
    expect(onSaved).not.toHaveBeenCalled();
    // What was saved is shown as saved.
    expect(useSettings.getState().appName).toBe('Doodle Den');
  });

  it('refuses an empty name before sending anything', async () => {
    const { form, submit } = renderForm();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: '  ' } });
    submit();
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
