import type { Website } from '@crayonbox/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blankWebsite } from '@/lib/website';
import { useNotifications } from '@/stores/notifications';
import { jsonResponse } from '@/test/fixtures';
import { renderWithQuery } from '@/test/query';
import { Component as MetricsEditor } from './metrics-route';

// The machine may be busy (builds, browsers): give async UI a few seconds, not one.
configure({ asyncUtilTimeout: 4000 });

function website(): Website {
  const value = blankWebsite();
  value.landing.metrics = {
    visibility: true,
    list: [
      { id: 'metric-a', value: '120K+', key: 'Pages colored' },
      { id: 'metric-b', value: '4.9★', key: 'Average rating' },
    ],
  };
  return value;
}

const fetchMock = vi.fn<typeof fetch>();
const saved = () => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
  return (JSON.parse(String(call?.[1]?.body)) as { value: Website }).value.landing.metrics.list;
};
const item = (n: number) => screen.getByRole('group', { name: `Metric ${n}` });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function renderEditor() {
  const router = createMemoryRouter([{ path: '/admin/website/metrics', Component: MetricsEditor }], {
    initialEntries: ['/admin/website/metrics'],
  });
  renderWithQuery(<RouterProvider router={router} />);
  await screen.findByRole('group', { name: 'Metric 2' });
}

describe('website editor lists (metrics)', () => {
  beforeEach(() => {
    // jsdom has no scrollIntoView; the editor scrolls the field it focuses to the middle.
    Element.prototype.scrollIntoView = () => {};
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useNotifications.getState().clear();
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'PATCH') {
        const { value } = JSON.parse(String(init.body)) as { value: Website };
        return jsonResponse({ data: { name: 'website', value } });
      }
      return jsonResponse({ data: [{ name: 'website', value: website() }] });
    });
  });

  it('adds, moves and removes items with the focus following them, and saves them in the new order', async () => {
    await renderEditor();
    click('Add metric');
    await waitFor(() => expect(document.activeElement).toBe(within(item(3)).getByLabelText('Value')));
    fireEvent.change(within(item(3)).getByLabelText('Value'), { target: { value: '50' } });
    fireEvent.change(within(item(3)).getByLabelText('Label'), { target: { value: 'Countries' } });
    expect(screen.getByText('Unsaved changes', { exact: true })).toBeTruthy();

    click('Move metric 3 up');
    await waitFor(() => expect(within(item(2)).getByLabelText('Label')).toHaveProperty('value', 'Countries'));
    // The focus stays on the moved item's arrow.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move metric 2 up' }));

    click('Remove metric 1');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Metric 3' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove metric 1' }));
    expect(within(item(1)).getByLabelText('Label')).toHaveProperty('value', 'Countries');
    expect(screen.getByText('Metric 1 removed.')).toBeTruthy();

    click('Save changes');
    await waitFor(() => expect(useNotifications.getState().notification?.message).toBe('Website has been updated'));
    const list = saved();
    expect(list.map(({ key, value }) => [key, value])).toEqual([
      ['Countries', '50'],
      ['Average rating', '4.9★'],
    ]);
    expect(list[1]?.id).toBe('metric-b');
    expect(list[0]?.id).toMatch(/^metric-/);
    expect(await screen.findByText('All changes saved')).toBeTruthy();
  });

  it('checks the items with the contract before saving and focuses the first one to fix', async () => {
    await renderEditor();
    fireEvent.change(within(item(2)).getByLabelText('Label'), { target: { value: '' } });
    click('Save changes');
    const label = within(item(2)).getByLabelText('Label');
    await waitFor(() => expect(label.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(label));
    expect(within(screen.getByRole('alert')).getByRole('link').textContent).toMatch(/^Metric 2: /);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    // Discard brings the saved items back, without the messages.
    click('Discard changes');
    await waitFor(() => expect(within(item(2)).getByLabelText('Label')).toHaveProperty('value', 'Average rating'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a 422 of the server on the item it names', async () => {
    await renderEditor();
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PATCH'
        ? jsonResponse(
            {
              message: 'Some fields are not valid.',
              code: 'VALIDATION',
              errors: { 'value.landing.metrics.list.1.value': ['That number looks made up.'] },
            },
            422,
          )
        : jsonResponse({ data: [{ name: 'website', value: website() }] }),
    );
    click('Save changes');
    const value = within(item(2)).getByLabelText('Value');
    await waitFor(() => expect(value.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(value.getAttribute('aria-describedby') ?? '')?.textContent).toBe('That number looks made up.');
    await waitFor(() => expect(document.activeElement).toBe(value));
    // Changing the field takes its message away.
    fireEvent.change(value, { target: { value: '5' } });
    await waitFor(() => expect(value.getAttribute('aria-invalid')).toBeNull());
  });
});
