import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import { newKey } from '../storage/service.ts';
import { toPrintArt } from './print-art.ts';
import { suggestTags } from './tag-words.ts';

export type PageRow = typeof pages.$inferSelect;

/** Side of the coloring canvas (SPEC section 9); illustrations are stored at ART_SIZE. */
export const PAGE_SIZE = 1024;
export const THUMBNAIL_SIZE = 384;

/** The pictures a page keeps: its illustration (an ART_SIZE square PNG, print resolution) and a WebP thumbnail. */
export interface PageImages {
  illustration: Buffer;
  thumbnail: Buffer;
}

export interface NewPage {
  userId: number;
  source: 'ai' | 'upload' | 'demo';
  title: string;
  prompt?: string | null;
  images: PageImages;
}

/**
 * A page's pictures from its final line art, any size (an SVG renders at full resolution): a
 * picture job (pictures/jobs.ts) where a request waits for it, a plain call elsewhere.
 */
export async function pageImages(image: Buffer): Promise<PageImages> {
  const illustration = await toPrintArt(image);
  const thumbnail = await sharp(illustration).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE).webp({ quality: 80 }).toBuffer();
  return { illustration, thumbnail };
}

/**
 * Stores the page's pictures, then inserts the page row, tagged from its title and prompt
 * (tag-words.ts). Pass a transaction as db so the row and a credit change commit together.
 */
export async function createPage(ctx: Pick<AppContext, 'storage'>, db: Db, page: NewPage): Promise<PageRow> {
  const illustration = await ctx.storage.put(newKey('png'), page.images.illustration, 'image/png');
  const thumbnail = await ctx.storage.put(newKey('webp'), page.images.thumbnail, 'image/webp');
  const [row] = await db
    .insert(pages)
    .values({
      userId: page.userId,
      source: page.source,
      title: page.title.slice(0, 120),
      prompt: page.prompt ?? null,
      ...suggestTags(page.title, page.prompt ?? null),
      illustration,
      thumbnail,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}
