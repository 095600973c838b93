import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildPage } from '@/test/page-fixtures';
import { PageCard, type PageCardProps } from './page-card';

const handlers = () => ({ onToggleFavorite: vi.fn(), onDelete: vi.fn(), onToggleBlocked: vi.fn(), onOpen: vi.fn() });

function renderCard(props: Omit<PageCardProps, 'onToggleFavorite' | 'onDelete' | 'onToggleBlocked' | 'onOpen'>) {
  const spies = handlers();
  render(
    <MemoryRouter>
      <PageCard {...props} {...spies} />
    </MemoryRouter>,
  );
  const card = within(screen.getByRole('article'));
  return { card, spies };
}

const buttonNames = (card: ReturnType<typeof within>) =>
  card.queryAllByRole('button').map((b: HTMLElement) => b.getAttribute('aria-label'));

describe('PageCard', () => {
  it("someone else's page: a favorite heart only, and the card opens the coloring screen", () => {
    const page = buildPage({ id: 5, title: 'Sleepy fox', is_favorited: true, favorited_count: 1520, colored_count: 3 });
    const { card, spies } = renderCard({ page, admin: false });
    expect(buttonNames(card)).toEqual(['Favorite Sleepy fox']);
    const heart = card.getByRole('button', { name: 'Favorite Sleepy fox' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(spies.onToggleFavorite).toHaveBeenCalledWith(page);

    const link = card.getByRole('link', { name: 'Sleepy fox' });
    expect(link.getAttribute('href')).toBe('/pages/5/color');
    fireEvent.click(link);
    expect(spies.onOpen).toHaveBeenCalledWith(page);

    expect(card.getByText('1.5K')).toBeTruthy(); // compact numbers
    expect(card.getByText('3 days ago')).toBeTruthy();
    expect(card.getByText('Olive Owner')).toBeTruthy();
  });

  it("the owner's page: favorite and delete", () => {
    const page = buildPage({ title: 'My robot', is_owner: true });
    const { card, spies } = renderCard({ page, admin: false });
    expect(buttonNames(card)).toEqual(['Favorite My robot', 'Delete My robot']);
    expect(card.getByRole('button', { name: 'Favorite My robot' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(card.getByRole('button', { name: 'Delete My robot' }));
    expect(spies.onDelete).toHaveBeenCalledWith(page);
  });

  it('admins: block or unblock, the owner customer id, and no link to the coloring screen', () => {
    const page = buildPage({ title: 'Castle', is_owner: false, user: { id: 3, name: 'Kim', photo: '', stripe_id: 'cus_123' } });
    const { card, spies } = renderCard({ page, admin: true });
    expect(buttonNames(card)).toEqual(['Block Castle']);
    expect(card.queryByRole('link')).toBeNull();
    expect(card.getByText('cus_123')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Block Castle' }));
    expect(spies.onToggleBlocked).toHaveBeenCalledWith(page);
  });

  it('admins see a blocked page as blocked, with unblock', () => {
    const { card } = renderCard({ page: buildPage({ title: 'Castle', blocked: true }), admin: true });
    expect(buttonNames(card)).toEqual(['Unblock Castle']);
    expect(card.getByText('Blocked')).toBeTruthy();
  });

  it('shows the trending badge and a lazy thumbnail with its size set', () => {
    const { card } = renderCard({ page: buildPage({ trending: true, thumbnail: '/uploads/t.webp' }), admin: false });
    expect(card.getByText('Trending')).toBeTruthy();
    const img = screen.getByRole('article').querySelector('img[src="/uploads/t.webp"]');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBe('384');
    expect(img?.getAttribute('height')).toBe('384');
  });
});
