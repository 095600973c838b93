import { randomBytes } from 'node:crypto';
import type { Page, PageCategory, Paginated } from '@crayonbox/contract';
import { coloredPages, pages } from '../../db/schema.ts';
import { json, type TestApp } from '../../../test/app.ts';

/** Test-only builders of the pages tests. */

export type Auth = Record<string, string>;

let seq = 0;

/** A word no other test uses, to keep a test's pages apart in shared lists (search for it). */
export const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;

export interface PageOverrides {
  title?: string;
  prompt?: string | null;
  createdAt?: Date;
  blocked?: boolean;
  favoritedCount?: number;
  coloredCount?: number;
  trendingScore?: number;
  category?: PageCategory | null;
}

/** Inserts pages straight into the table (fake image urls); returns the rows in order. */
export async function insertPages(t: TestApp, userId: number, list: PageOverrides[]) {
  if (list.length === 0) return [];
  return t.database.db
    .insert(pages)
    .values(
      list.map((over) => {
        seq += 1;
        return {
          userId,
          source: 'upload' as const,
          title: over.title ?? `Page ${seq}`,
          prompt: over.prompt ?? null,
          illustration: `/uploads/test/${seq}.png`,
          thumbnail: `/uploads/test/${seq}.webp`,
          blocked: over.blocked ?? false,
          favoritedCount: over.favoritedCount ?? 0,
          coloredCount: over.coloredCount ?? 0,
          trendingScore: over.trendingScore ?? 0,
          category: over.category ?? null,
          ...(over.createdAt ? { createdAt: over.createdAt } : {}),
        };
      }),
    )
    .returning();
}

/** A saved coloring of a page by a user, inserted directly. */
export async function insertColored(t: TestApp, userId: number, pageId: number) {
  const [row] = await t.database.db
    .insert(coloredPages)
    .values({ userId, pageId, photo: `/uploads/test/c${userId}-${pageId}.png`, preview: `/uploads/test/c${userId}-${pageId}.webp` })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** GET /api/pages/paginate with a query object. */
export async function listPages(t: TestApp, auth: Auth, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await t.app.inject({ method: 'GET', url: `/api/pages/paginate${qs ? `?${qs}` : ''}`, headers: auth });
  return { status: res.statusCode, body: json(res) };
}

/** The paginated payload of a list call that must succeed. */
export async function listOk(t: TestApp, auth: Auth, query: Record<string, string | number> = {}): Promise<Paginated<Page>> {
  const res = await listPages(t, auth, query);
  if (res.status !== 200) throw new Error(`list failed (${res.status}): ${JSON.stringify(res.body)}`);
  return res.body.data as Paginated<Page>;
}

/** Ids of a list call. */
export const listIds = async (t: TestApp, auth: Auth, query: Record<string, string | number> = {}) =>
  (await listOk(t, auth, query)).data.map((p) => p.id);

/** Walks every page of a list and returns all ids in order. */
export async function walkIds(t: TestApp, auth: Auth, query: Record<string, string | number>) {
  const first = await listOk(t, auth, { ...query, page: 1 });
  const ids = first.data.map((p) => p.id);
  for (let page = 2; page <= first.last_page; page += 1) ids.push(...(await listIds(t, auth, { ...query, page })));
  return ids;
}

/** PATCH a toggle route. */
export const toggle = (t: TestApp, auth: Auth, pageId: number, what: 'favorited' | 'blocked') =>
  t.app.inject({ method: 'PATCH', url: `/api/pages/${pageId}/${what}/toggle`, headers: auth });

/** GET /api/pages/{id}/read. */
export const readPage = (t: TestApp, auth: Auth, pageId: number) =>
  t.app.inject({ method: 'GET', url: `/api/pages/${pageId}/read`, headers: auth });

/**
 * Closes a test app. Work-around until db/client.ts listens for pool errors: pg's pool.end()
 * resolves before its sockets are closed, the helper then drops the database WITH (FORCE), and the
 * FATAL that reaches a closing client becomes an unhandled 'error' event of the pool.
 */
export async function closeApp(t: TestApp) {
  const pool = (t.database.db as unknown as { $client?: { on?: (event: 'error', fn: () => void) => void } }).$client;
  if (t.database.kind === 'postgres') pool?.on?.('error', () => {});
  await t.close();
}
