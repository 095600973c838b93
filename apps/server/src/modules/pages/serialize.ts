import type { Page } from '@crayonbox/contract';
import type { PageRow } from './create-page.ts';
import { isTrending } from './trending.ts';

/** Who is looking: decides is_owner, the caller's own colored page and admin-only fields. */
export interface Viewer {
  id: number;
  admin: boolean;
}

/** Everything toPage needs about one page, as loadPages reads it in one query. */
export interface PageSource {
  page: Pick<
    PageRow,
    | 'id'
    | 'userId'
    | 'title'
    | 'prompt'
    | 'category'
    | 'tags'
    | 'illustration'
    | 'thumbnail'
    | 'coloredCount'
    | 'favoritedCount'
    | 'trendingScore'
    | 'blocked'
    | 'createdAt'
  >;
  owner: { id: number; name: string; photo: string; stripeId: string | null };
  /** Whether the viewer favorited the page. */
  favorited: boolean;
  /** The viewer's own colored version, if any. */
  colored: { id: number; photo: string; preview: string } | null;
  /** Lowest trending score flagged trending now (trendingCutoffSql); Infinity flags nothing. */
  trendingCutoff: number;
}

/** The CONTRACT.md page object; the owner's stripe_id only for admins. */
export function toPage(source: PageSource, viewer: Viewer): Page {
  const { page, owner, colored } = source;
  return {
    id: page.id,
    title: page.title,
    prompt: page.prompt,
    category: page.category,
    tags: page.tags,
    user: { id: owner.id, name: owner.name, photo: owner.photo, ...(viewer.admin ? { stripe_id: owner.stripeId } : {}) },
    illustration: page.illustration,
    thumbnail: page.thumbnail,
    colored: colored ? { id: colored.id, photo: colored.photo, preview: colored.preview } : null,
    colored_count: page.coloredCount,
    favorited_count: page.favoritedCount,
    is_colored: colored !== null,
    is_favorited: source.favorited,
    is_owner: page.userId === viewer.id,
    blocked: page.blocked,
    trending: isTrending(page.trendingScore, source.trendingCutoff),
    created_at: page.createdAt.toISOString(),
  };
}
