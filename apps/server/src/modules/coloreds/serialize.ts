import type { ColoredPage } from '@crayonbox/contract';
import type { coloredPages } from '../../db/schema.ts';

export type ColoredRow = typeof coloredPages.$inferSelect;

/** The colored page record of CONTRACT.md, for the owner of the coloring. */
export function toColored(
  row: ColoredRow,
  page: { id: number; illustration: string },
  user: { id: number; name: string; email: string },
): ColoredPage {
  return {
    id: row.id,
    page: { id: page.id, illustration: page.illustration },
    pageId: row.pageId,
    photo: row.photo,
    preview: row.preview,
    user: { id: user.id, name: user.name, email: user.email },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
