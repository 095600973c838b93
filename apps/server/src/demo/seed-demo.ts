import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { coloredPages, credits, favorites, pages, plans, subscriptions, users } from '../db/schema.ts';
import { hashPassword } from '../lib/crypto.ts';
import { composePreview } from '../modules/coloreds/compose.ts';
import { createPage, pageImages } from '../modules/pages/create-page.ts';
import { newPrivateKey } from '../modules/storage/service.ts';
import type { Storage } from '../providers/storage/storage.ts';
import { CATALOGUE } from './catalogue.ts';
import { demoPriceId } from './payments-stand-in.ts';
import { renderDrawing } from './render.ts';

/** The one password of every demo account (they are for trying the app, never for production). */
export const DEMO_PASSWORD = 'demo1234!';
/** Its presence means the demo data is in: a second run changes nothing. */
export const DEMO_MARKER_EMAIL = 'demo-admin@crayonbox.local';

type PlanName = 'free' | 'starter' | 'advanced';

interface DemoAccount {
  name: string;
  email: string;
  plan: PlanName | 'admin';
  /** Days before now the account was made, so lists and charts have some history. */
  age: number;
  /** Catalogue indexes this user marked favorite (paid plans only: favoriting needs one). */
  favorites: number[];
  /** Catalogue indexes this user colored in. */
  colored: number[];
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { name: 'Demo Admin', email: DEMO_MARKER_EMAIL, plan: 'admin', age: 120, favorites: [], colored: [] },
  { name: 'Mia Free', email: 'demo-free@crayonbox.local', plan: 'free', age: 75, favorites: [], colored: [1, 6, 21] },
  { name: 'Leo Free', email: 'demo-free2@crayonbox.local', plan: 'free', age: 20, favorites: [], colored: [2] },
  {
    name: 'Sam Starter',
    email: 'demo-starter@crayonbox.local',
    plan: 'starter',
    age: 60,
    favorites: [0, 3, 7, 11, 15, 21, 24],
    colored: [0, 3, 12, 23],
  },
  {
    name: 'Ava Advanced',
    email: 'demo-advanced@crayonbox.local',
    plan: 'advanced',
    age: 45,
    favorites: [0, 1, 2, 7, 8, 9, 21, 22, 25],
    colored: [0, 2, 7, 9, 21, 22],
  },
];

export interface DemoSeedResult {
  /** False when the demo data was already there (nothing was changed). */
  created: boolean;
  password: string;
  accounts: Array<{ name: string; email: string; plan: string }>;
  pages: number;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Gives each paid plan without a Stripe price the stand-in's price id, so a demo user can buy it
 * (demo/payments-stand-in.ts answers for these ids while no Stripe key is set). Plans an admin
 * linked to real prices keep them.
 */
export async function linkDemoPrices(db: Db) {
  for (const plan of await db
    .select()
    .from(plans)
    .where(and(eq(plans.paid, true), isNull(plans.stripePriceId)))) {
    await db
      .update(plans)
      .set({ stripePriceId: demoPriceId(plan.name) })
      .where(eq(plans.id, plan.id));
  }
}

/**
 * Seeds the demo catalogue into a migrated, seeded database: the drawings of src/demo as pages,
 * demo users on every plan (paid ones with an active subscription and their plan's credits),
 * a demo admin, favorites and colored pages. Everything lands in one transaction; the marker
 * account makes a second run a no-op.
 */
export async function seedDemo(ctx: { db: Db; storage: Storage }, now = new Date()): Promise<DemoSeedResult> {
  const summary = (created: boolean, count: number): DemoSeedResult => ({
    created,
    password: DEMO_PASSWORD,
    accounts: DEMO_ACCOUNTS.map(({ name, email, plan }) => ({ name, email, plan })),
    pages: count,
  });
  await linkDemoPrices(ctx.db);
  if (await markerExists(ctx.db)) return summary(false, 0);

  // Drawing and hashing are slow and need no database: do them before the transaction.
  const drawings = await Promise.all(CATALOGUE.map((d) => renderDrawing(d)));
  const previews = await Promise.all(drawings.map((d) => composePreview(d.lineArt, d.colored)));
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await ctx.db.transaction(async (tx) => {
    const planRows = await tx.select().from(plans);
    const planOf = (name: PlanName) => {
      const plan = planRows.find((p) => p.name === name);
      if (!plan) throw new Error(`The ${name} plan is missing; run the base seed first.`);
      return plan;
    };

    const ids: number[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const createdAt = new Date(now.getTime() - account.age * DAY);
      const paid = account.plan === 'starter' || account.plan === 'advanced';
      const [user] = await tx
        .insert(users)
        .values({
          name: account.name,
          email: account.email,
          passwordHash,
          admin: account.plan === 'admin',
          verifiedAt: createdAt,
          stripeId: paid ? `cus_demo_${account.plan}` : null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('insert returned nothing');
      ids.push(user.id);
      if (account.plan === 'admin') continue;
      const plan = planOf(account.plan);
      await tx
        .insert(credits)
        .values({ userId: user.id, publicPage: plan.publicPageLimit, pageCreation: plan.pageCreationLimit, resetAt: now });
      if (paid) {
        const started = new Date(now.getTime() - Math.min(account.age, 25) * DAY);
        await tx.insert(subscriptions).values({
          userId: user.id,
          planId: plan.id,
          stripeSubscriptionId: `sub_demo_${account.plan}`,
          stripeCustomerId: `cus_demo_${account.plan}`,
          status: 'active',
          priceCents: plan.priceCents,
          currentPeriodEnd: new Date(started.getTime() + 30 * DAY),
          createdAt: started,
          updatedAt: started,
        });
      }
    }

    // The catalogue is shared out among the non-admin demo users, newest last.
    const owners = ids.filter((_, i) => DEMO_ACCOUNTS[i]?.plan !== 'admin');
    // pageImages encodes each page as a tightly compressed PNG: a few at a time keeps both cores busy.
    const pageIds: number[] = [];
    for (let start = 0; start < CATALOGUE.length; start += 4) {
      const batch = CATALOGUE.slice(start, start + 4).map(async (drawing, k) => {
        const i = start + k;
        const owner = owners[i % owners.length] as number;
        const row = await createPage({ storage: ctx.storage }, tx, {
          userId: owner,
          source: 'demo',
          title: drawing.title,
          prompt: drawing.prompt,
          images: await pageImages(drawings[i]!.lineArt),
        });
        await tx
          .update(pages)
          .set({ createdAt: new Date(now.getTime() - (CATALOGUE.length - i) * 0.6 * DAY) })
          .where(eq(pages.id, row.id));
        return row.id;
      });
      pageIds.push(...(await Promise.all(batch)));
    }

    for (const [a, account] of DEMO_ACCOUNTS.entries()) {
      const userId = ids[a] as number;
      for (const index of account.favorites) {
        await tx
          .insert(favorites)
          .values({ userId, pageId: pageIds[index] as number, createdAt: new Date(now.getTime() - index * 3600_000) });
        await tx
          .update(pages)
          .set({ favoritedCount: sql`${pages.favoritedCount} + 1` })
          .where(eq(pages.id, pageIds[index] as number));
      }
      for (const index of account.colored) {
        const photo = await ctx.storage.put(newPrivateKey('png'), drawings[index]!.colored, 'image/png');
        const preview = await ctx.storage.put(newPrivateKey('webp'), previews[index]!, 'image/webp');
        const at = new Date(now.getTime() - index * 5400_000);
        await tx.insert(coloredPages).values({ userId, pageId: pageIds[index] as number, photo, preview, createdAt: at, updatedAt: at });
        await tx
          .update(pages)
          .set({ coloredCount: sql`${pages.coloredCount} + 1` })
          .where(eq(pages.id, pageIds[index] as number));
      }
    }
    // A popularity score in the spirit of the live one, so the trending sort has an order.
    await tx
      .update(pages)
      .set({ trendingScore: sql`${pages.favoritedCount} * 2 + ${pages.coloredCount} * 3` })
      .where(sql`${pages.id} in ${pageIds}`);
  });
  return summary(true, CATALOGUE.length);
}

async function markerExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_MARKER_EMAIL)).limit(1);
  return Boolean(row);
}
