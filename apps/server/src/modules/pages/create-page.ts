import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import { newKey } from '../storage/service.ts';

export type PageRow = typeof pages.$inferSelect;

export const PAGE_SIZE = 1024;
export const THUMBNAIL_SIZE = 384;

export interface NewPage {
  userId: number;
  source: 'ai' | 'upload' | 'demo';
  title: string;
  prompt?: string | null;
  /** Final line art, any size; stored as a 1024x1024 PNG on white. */
  image: Buffer;
}

/**
 * Stores the illustration (1024x1024 PNG) and a WebP thumbnail, then inserts the page row.
 * Pass a transaction as db so the row and a credit change commit together.
 */
export async function createPage(ctx: Pick<AppContext, 'storage'>, db: Db, page: NewPage): Promise<PageRow> {
  const square = await sharp(page.image)
    .flatten({ background: '#ffffff' })
    .resize(PAGE_SIZE, PAGE_SIZE, { fit: 'contain', background: '#ffffff' })
    .png({ compressionLevel: 6 })
    .toBuffer();
  const thumb = await sharp(square).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE).webp({ quality: 80 }).toBuffer();
  const illustration = await ctx.storage.put(newKey('png'), square, 'image/png');
  const thumbnail = await ctx.storage.put(newKey('webp'), thumb, 'image/webp');
  const [row] = await db
    .insert(pages)
    .values({ userId: page.userId, source: page.source, title: page.title.slice(0, 120), prompt: page.prompt ?? null, illustration, thumbnail })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}
