import { describe, expect, it } from 'vitest';
import { buildPage, paginated } from '@/test/page-fixtures';
import { toPaginated } from './pages-api';

describe('toPaginated', () => {
  it('reads the paginated payload whether or not it sits under one more data', () => {
    const page = buildPage();
    expect(toPaginated(paginated([page], 2, 5, 99))).toMatchObject({ data: [page], current_page: 2, last_page: 5, total: 99 });
    expect(toPaginated({ data: paginated([page], 2, 5, 99) })).toMatchObject({ data: [page], current_page: 2, last_page: 5 });
    expect(toPaginated({ data: { nothing: true } })).toBeNull();
  });
});
