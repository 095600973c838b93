import type { Page } from '@crayonbox/contract';
import type { UserRow } from '../../plugins/auth.ts';
import type { PageRow } from '../pages/create-page.ts';
import { toPage } from '../pages/serialize.ts';

/**
 * The page object for a page its owner just made: nothing colored or favorited yet, and too
 * new to be trending (so no cutoff query is needed).
 */
export function newPageResponse(row: PageRow, owner: UserRow): Page {
  return toPage(
    {
      page: row,
      owner: { id: owner.id, name: owner.name, photo: owner.photo, stripeId: owner.stripeId },
      favorited: false,
      colored: null,
      trendingCutoff: Infinity,
    },
    { id: owner.id, admin: owner.admin },
  );
}
