import type { Page, Paginated } from '@crayonbox/contract';

let nextId = 1000;

/** A page as GET /pages/paginate returns it, with overrides. */
export function buildPage(overrides: Partial<Page> = {}): Page {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Page ${id}`,
    prompt: null,
    category: null,
    tags: [],
    user: { id: 7, name: 'Olive Owner', photo: '' },
    illustration: `/uploads/${id}.png`,
    thumbnail: `/uploads/${id}.webp`,
    colored: null,
    colored_count: 0,
    favorited_count: 0,
    is_colored: false,
    is_favorited: false,
    is_owner: false,
    blocked: false,
    trending: false,
    created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    ...overrides,
  };
}

/** A paginated body as CONTRACT.md shows it. */
export function paginated(data: Page[], currentPage = 1, lastPage = 1, total = data.length): Paginated<Page> {
  return { data, current_page: currentPage, last_page: lastPage, per_page: 24, total };
}
