import { count, desc, eq, ilike, or } from 'drizzle-orm';
import { DEFAULT_PER_PAGE, type AdminColoredPage, type ColoredsQuery, type Paginated } from '@crayonbox/contract';
import type { Db } from '../../db/client.ts';
import { coloredPages, pages, users } from '../../db/schema.ts';

/** LIKE treats % and _ as wildcards; a search for "50%" means the text "50%". */
const likeTerm = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The admin list of saved colorings, newest first (id breaks ties so pages never overlap), with a
 * search over the page title and prompt and the user's name and email. Blocked pages stay listed:
 * admins manage them too.
 */
export async function paginateColoreds(db: Db, query: ColoredsQuery): Promise<Paginated<AdminColoredPage>> {
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const term = query.search ? likeTerm(query.search) : null;
  const where = term
    ? or(ilike(pages.title, term), ilike(pages.prompt, term), ilike(users.name, term), ilike(users.email, term))
    : undefined;

  const [counted] = await db
    .select({ total: count() })
    .from(coloredPages)
    .innerJoin(pages, eq(pages.id, coloredPages.pageId))
    .innerJoin(users, eq(users.id, coloredPages.userId))
    .where(where);
  const total = counted?.total ?? 0;

  const rows = await db
    .select({
      colored: coloredPages,
      page: { id: pages.id, title: pages.title, illustration: pages.illustration, thumbnail: pages.thumbnail },
      user: { id: users.id, name: users.name, email: users.email, photo: users.photo },
    })
    .from(coloredPages)
    .innerJoin(pages, eq(pages.id, coloredPages.pageId))
    .innerJoin(users, eq(users.id, coloredPages.userId))
    .where(where)
    .orderBy(desc(coloredPages.createdAt), desc(coloredPages.id))
    .limit(perPage)
    .offset((query.page - 1) * perPage);

  return {
    data: rows.map(({ colored, page, user }) => ({
      id: colored.id,
      page,
      pageId: colored.pageId,
      photo: colored.photo,
      preview: colored.preview,
      user,
      created_at: colored.createdAt.toISOString(),
      updated_at: colored.updatedAt.toISOString(),
    })),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
