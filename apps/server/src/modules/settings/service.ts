import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { SECRET_SETTINGS, SETTING_NAMES, type Setting, type SettingName, type Website } from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { decryptSecret, encryptSecret } from '../../lib/crypto.ts';
import { assertOwnPicture } from '../storage/uploads.ts';
import { sanitizeWebsite } from './rich-text.ts';
import { websiteSchema } from './website-schema.ts';

/** The app's own mark, which the favicon setting starts with (web public/favicon.svg). */
const DEFAULT_FAVICON = '/favicon.svg';

const isSecret = (name: string) => (SECRET_SETTINGS as readonly string[]).includes(name);

/** Shows only the last 4 characters of a secret. */
export const mask = (secret: string) => (secret ? `${'•'.repeat(8)}${secret.slice(-4)}` : '');

const imageUrl = z.string().trim().max(2048, 'The url is too long.');

/** What each setting may hold; the server checks every update against it. */
const VALUE_SCHEMAS: Record<SettingName, z.ZodType> = {
  app_name: z.string().trim().min(1, 'Name is required.').max(60, 'Name must be 60 characters or fewer.'),
  tagline: z.string().trim().max(200, 'Tagline must be 200 characters or fewer.'),
  favicon: imageUrl,
  website: websiteSchema,
  openai_key: z.string().trim().max(500, 'The key is too long.'),
  stripe_key: z.string().trim().max(500, 'The key is too long.'),
  stripe_webhook_secret: z.string().trim().max(500, 'The secret is too long.'),
};

/** Reads one setting; secrets come back decrypted (for server use only). */
export async function readSetting<T = unknown>(ctx: Pick<AppContext, 'db' | 'appKey'>, name: SettingName): Promise<T | undefined> {
  const [row] = await ctx.db.select().from(settings).where(eq(settings.name, name)).limit(1);
  if (!row) return undefined;
  if (isSecret(name)) return (typeof row.value === 'string' && row.value ? decryptSecret(row.value, ctx.appKey) : '') as T;
  return row.value as T;
}

export async function appName(db: Db): Promise<string> {
  const [row] = await db.select().from(settings).where(eq(settings.name, 'app_name')).limit(1);
  return typeof row?.value === 'string' && row.value ? row.value : 'Crayonbox';
}

/** Settings for the web app: public ones for everyone, plus masked secrets for admins. */
export async function listSettings(ctx: Pick<AppContext, 'db' | 'appKey'>, admin: boolean): Promise<Setting[]> {
  const names = SETTING_NAMES.filter((n) => admin || !isSecret(n));
  const rows = await ctx.db
    .select()
    .from(settings)
    .where(inArray(settings.name, [...names]));
  return rows
    .map((row) => ({
      name: row.name as SettingName,
      value: isSecret(row.name) ? mask(typeof row.value === 'string' && row.value ? decryptSecret(row.value, ctx.appKey) : '') : row.value,
    }))
    .sort((a, b) => names.indexOf(a.name) - names.indexOf(b.name));
}

/** Validates and stores one setting; secrets are encrypted at rest and answered masked. */
export async function updateSetting(
  ctx: Pick<AppContext, 'db' | 'appKey' | 'storage'>,
  name: SettingName,
  raw: unknown,
  adminId: number,
): Promise<Setting> {
  const parsed = VALUE_SCHEMAS[name].safeParse(raw);
  if (!parsed.success) throw prefixPaths(parsed.error);
  if (name === 'favicon') {
    // The favicon is drawn into the app icons and shown in every tab: only a picture of ours.
    const current = await readSetting<string>(ctx, 'favicon');
    const url = parsed.data as string;
    if (url !== DEFAULT_FAVICON) await assertOwnPicture(ctx, { url, current: current ?? '', userId: adminId, field: 'value' });
  }
  const value = name === 'website' ? sanitizeWebsite(parsed.data as Website) : (parsed.data as unknown);
  const stored = isSecret(name) && typeof value === 'string' ? (value ? encryptSecret(value, ctx.appKey) : '') : value;
  await ctx.db
    .insert(settings)
    .values({ name, value: stored as object, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settings.name, set: { value: stored as object, updatedAt: new Date() } });
  return { name, value: isSecret(name) ? mask(value as string) : value };
}

/** Field errors of a setting's value are reported under "value.<path>". */
function prefixPaths(error: z.ZodError): z.ZodError {
  return new z.ZodError(error.issues.map((i) => ({ ...i, path: ['value', ...i.path] })));
}
