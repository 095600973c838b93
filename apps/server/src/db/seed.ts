import type { Db } from './client.ts';
import { plans, settings } from './schema.ts';
import { defaultWebsite } from './default-website.ts';

const DEFAULT_PLANS = [
  {
    name: 'free' as const,
    title: 'Free',
    description: 'Try Crayonbox: color public pages and make a few of your own.',
    priceCents: 0,
    discount: 0,
    paid: false,
    publicPageLimit: 5,
    pageCreationLimit: 3,
    bookLimit: 0,
    bookPageLimit: 0,
  },
  {
    name: 'starter' as const,
    title: 'Starter',
    description: 'For families: favorites, downloads and print-ready PDFs.',
    priceCents: 799,
    discount: 0,
    paid: true,
    publicPageLimit: 60,
    pageCreationLimit: 30,
    bookLimit: 3,
    bookPageLimit: 50,
  },
  {
    name: 'advanced' as const,
    title: 'Advanced',
    description: 'For classrooms and big colorers: much higher limits.',
    priceCents: 1599,
    discount: 20,
    paid: true,
    publicPageLimit: 300,
    pageCreationLimit: 150,
    bookLimit: 10,
    bookPageLimit: 200,
  },
];

const DEFAULT_SETTINGS: Record<string, unknown> = {
  app_name: 'Crayonbox',
  tagline: 'Coloring pages made just for you',
  favicon: '/favicon.svg',
  website: defaultWebsite,
};

/** Inserts the plans and settings a fresh install needs; never overwrites what exists. */
export async function seed(db: Db): Promise<void> {
  await db.insert(plans).values(DEFAULT_PLANS).onConflictDoNothing({ target: plans.name });
  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([name, value]) => ({ name, value })))
    .onConflictDoNothing({ target: settings.name });
}
