import type { Plan } from '@crayonbox/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PricingCard } from './pricing-card';

const plan = (over: Partial<Plan>): Plan => ({
  id: 1,
  name: 'free',
  title: 'Free',
  description: 'Try it',
  price: 0,
  discount: 0,
  paid: false,
  stripe_price_id: null,
  public_page_limit: 5,
  page_creation_limit: 3,
  book_limit: 0,
  book_page_limit: 0,
  ...over,
});

const free = plan({});
const starter = plan({
  id: 2,
  name: 'starter',
  title: 'Starter',
  price: 7.99,
  paid: true,
  public_page_limit: 60,
  page_creation_limit: 30,
  book_limit: 3,
});
const advanced = plan({
  id: 3,
  name: 'advanced',
  title: 'Advanced',
  price: 15.9,
  discount: 20,
  paid: true,
  public_page_limit: 1200,
  page_creation_limit: 150,
  book_limit: 10,
});

function card(p: Plan) {
  render(<PricingCard plan={p} />);
  return screen.getByRole('article', { name: p.title });
}

const features = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('PricingCard', () => {
  it('shows the price in dollars with two decimals per month', () => {
    expect(within(card(free)).getByTestId('plan-price')).toHaveProperty('textContent', '$0.00/month');
    expect(within(card(advanced)).getByTestId('plan-price')).toHaveProperty('textContent', '$15.90/month');
  });

  it("marks starter 'Recommended' and advanced with its discount, and the free plan with nothing", () => {
    expect(within(card(starter)).getByText('Recommended')).toBeTruthy();
    expect(within(card(advanced)).getByText('20% off')).toBeTruthy();
    const freeCard = card(free);
    expect(within(freeCard).queryByText('Recommended')).toBeNull();
    expect(within(freeCard).queryByText(/% off/)).toBeNull();
  });

  it('shows no discount badge when advanced has no discount', () => {
    expect(within(card({ ...advanced, discount: 0 })).queryByText(/% off/)).toBeNull();
  });

  it('sends the free plan to /sign-up and paid plans to /sign-up/?plan={name}', () => {
    expect(within(card(free)).getByRole('link').getAttribute('href')).toBe('/sign-up');
    expect(within(card(starter)).getByRole('link').getAttribute('href')).toBe('/sign-up/?plan=starter');
    expect(within(card(advanced)).getByRole('link').getAttribute('href')).toBe('/sign-up/?plan=advanced');
  });

  it('lists limits, saving and platforms for free; paid plans add favorites, download, print and books', () => {
    expect(features(card(free))).toEqual([
      '5 public pages to color each month',
      '3 page creations each month',
      'Save your colorings',
      'Use it on web, mobile and desktop',
    ]);
    const paidExtras = ['Favorite pages', 'Download your colorings', 'Print-ready pages'];
    expect(features(card(starter))).toEqual([
      '60 public pages to color each month',
      '30 page creations each month',
      'Save your colorings',
      'Use it on web, mobile and desktop',
      ...paidExtras,
      '3 coloring books to print each month',
    ]);
    // Advanced differs from starter only by its higher limits.
    expect(features(card(advanced))).toEqual([
      '1,200 public pages to color each month',
      '150 page creations each month',
      'Save your colorings',
      'Use it on web, mobile and desktop',
      ...paidExtras,
      '10 coloring books to print each month',
    ]);
  });

  it('groups thousands with commas and says one in the singular', () => {
    const big = plan({ id: 4, title: 'Big', public_page_limit: 1234567, page_creation_limit: 1 });
    expect(features(card(big)).slice(0, 2)).toEqual(['1,234,567 public pages to color each month', '1 page creation each month']);
  });
});
