import type { Plan } from '@crayonbox/contract';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '@/stores/notifications';
import { buildPlan, jsonResponse } from '@/test/fixtures';
import { PlanForm, STRIPE_PRODUCTS_URL } from './plan-form';
import { planPayload } from './plan-payload';

// The machine may be busy (builds, browsers): give async UI a few seconds, not one.
configure({ asyncUtilTimeout: 4000 });

const starter = buildPlan();
const free: Plan = {
  ...starter,
  id: 1,
  name: 'free',
  title: 'Free',
  price: 0,
  paid: false,
  stripe_price_id: null,
  public_page_limit: 5,
  page_creation_limit: 2,
};

const fetchMock = vi.fn<typeof fetch>();
const sent = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderForm(plan: Plan) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(<PlanForm plan={plan} onSaved={onSaved} onCancel={onCancel} />);
  return { onSaved, onCancel, submit: () => fireEvent.click(screen.getByRole('button', { name: 'Update plan' })) };
}

describe('planPayload', () => {
  const values = {
    title: ' Starter ',
    description: '',
    price: '9.5',
    stripePriceId: ' price_x ',
    publicPageLimit: '60',
    pageCreationLimit: '0',
    bookLimit: '3',
    bookPageLimit: '40',
  };

  it('sends numbers as numbers, and the price and price ID for paid plans', () => {
    expect(planPayload({ paid: true }, values)).toEqual({
      body: {
        title: 'Starter',
        description: '',
        price: 9.5,
        stripePriceId: 'price_x',
        publicPageLimit: 60,
        pageCreationLimit: 0,
        bookLimit: 3,
        bookPageLimit: 40,
      },
    });
  });

  it('leaves the price and the price ID out for the free plan', () => {
    const result = planPayload({ paid: false }, values);
    expect(result).toEqual({
      body: { title: 'Starter', description: '', publicPageLimit: 60, pageCreationLimit: 0, bookLimit: 3, bookPageLimit: 40 },
    });
  });

  it('reports missing or malformed numbers under their field', () => {
    const result = planPayload(
      { paid: true },
      { ...values, price: '', publicPageLimit: '', pageCreationLimit: '2.5', bookPageLimit: '-1' },
    );
    expect(result).toEqual({
      errors: {
        price: 'Price is required for a paid plan.',
        publicPageLimit: 'Limit on public pages must be a number.',
        pageCreationLimit: 'Limit on create pages must be a whole number.',
        bookPageLimit: 'Pages per book cannot be negative.',
      },
    });
  });
});

describe('PlanForm', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => useNotifications.getState().clear());

  it('a paid plan: edits every field and posts numbers as numbers with the price ID', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ data: { ...starter, title: 'Starter Plus' } }));
    const { submit, onSaved } = renderForm(starter);
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('7.99');
    expect((screen.getByLabelText('Price ID') as HTMLInputElement).value).toBe('price_starter');
    expect(screen.getByRole('link', { name: /Stripe product catalog/ }).getAttribute('href')).toBe(STRIPE_PRODUCTS_URL);

    change('Title', 'Starter Plus');
    change('Description', 'More pages every week.');
    change('Price', '9.49');
    change('Price ID', 'price_1NewPrice');
    change('Limit on public pages', '75');
    change('Limit on create pages', '30');
    change('Books per month', '4');
    change('Pages per book', '80');
    submit();

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ title: 'Starter Plus' })));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/plans/2/update');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sent()).toEqual({
      title: 'Starter Plus',
      description: 'More pages every week.',
      price: 9.49,
      stripePriceId: 'price_1NewPrice',
      publicPageLimit: 75,
      pageCreationLimit: 30,
      bookLimit: 4,
      bookPageLimit: 80,
    });
    expect(typeof sent().price).toBe('number');
    expect(typeof sent().publicPageLimit).toBe('number');
  });

  it('the free plan: no price fields, and neither price nor price ID is sent', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ data: free }));
    const { submit, onSaved } = renderForm(free);
    expect(screen.queryByLabelText('Price')).toBeNull();
    expect(screen.queryByLabelText('Price ID')).toBeNull();
    change('Limit on create pages', '3');
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent()).toEqual({
      title: 'Free',
      description: 'For weekly colorists.',
      publicPageLimit: 5,
      pageCreationLimit: 3,
      bookLimit: 3,
      bookPageLimit: 50,
    });
    expect(sent()).not.toHaveProperty('price');
    expect(sent()).not.toHaveProperty('stripePriceId');
  });

  it('shows the 422 field errors of the server under their fields', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(
        {
          message: 'Some fields are not valid.',
          code: 'VALIDATION',
          errors: { stripePriceId: ['This price ID is already used by another plan.'] },
        },
        422,
      ),
    );
    const { submit, onSaved } = renderForm(starter);
    submit();
    const input = screen.getByLabelText('Price ID');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This price ID is already used by another plan.')).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses a bad number before sending, and Cancel goes back', async () => {
    const { submit, onCancel } = renderForm(starter);
    change('Limit on public pages', '-1');
    submit();
    expect(await screen.findByText('Limit on public pages cannot be negative.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
