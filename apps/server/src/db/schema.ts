import { sql } from 'drizzle-orm';
import { PAGE_CATEGORIES } from '@crayonbox/contract';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    admin: boolean('admin').notNull().default(false),
    name: text('name').notNull(),
    /** Always stored lower-cased so uniqueness ignores case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    photo: text('photo').notNull().default(''),
    blocked: boolean('blocked').notNull().default(false),
    verifiedAt: tstz('verified_at'),
    stripeId: text('stripe_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_stripe_id_unique').on(t.stripeId),
    index('users_created_at_idx').on(t.createdAt, t.id),
  ],
);

/** Bearer tokens; only a SHA-256 hash of the token is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => [uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/** Single-use mail tokens: email verification (also of a changed email) and password reset. */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    /** The address being verified (differs from users.email while an email change is pending). */
    email: text('email').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('verification_tokens_hash_unique').on(t.tokenHash), index('verification_tokens_user_idx').on(t.userId)],
);

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    name: text('name', { enum: ['free', 'starter', 'advanced'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Monthly price in cents, so money never goes through floating point. */
    priceCents: integer('price_cents').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    paid: boolean('paid').notNull().default(false),
    stripePriceId: text('stripe_price_id'),
    publicPageLimit: integer('public_page_limit').notNull().default(0),
    pageCreationLimit: integer('page_creation_limit').notNull().default(0),
    /** Different books a user may build per calendar month, and pages a book may hold. */
    bookLimit: integer('book_limit').notNull().default(0),
    bookPageLimit: integer('book_page_limit').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('plans_name_unique').on(t.name),
    uniqueIndex('plans_stripe_price_unique').on(t.stripePriceId),
    check('plans_price_nonneg', sql`${t.priceCents} >= 0`),
  ],
);

export const credits = pgTable(
  'credits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicPage: integer('public_page').notNull().default(0),
    pageCreation: integer('page_creation').notNull().default(0),
    /** When the balance was last reset to the plan's limits. */
    resetAt: tstz('reset_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('credits_user_unique').on(t.userId),
    check('credits_public_page_nonneg', sql`${t.publicPage} >= 0`),
    check('credits_page_creation_nonneg', sql`${t.pageCreation} >= 0`),
  ],
);

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The filter of every non-admin list: blocked pages never appear there. */
const listed = sql`not blocked`;

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    prompt: text('prompt'),
    /** One of PAGE_CATEGORIES, or null; set from the title and prompt, corrected by the owner or an admin. */
    category: text('category', { enum: PAGE_CATEGORIES }),
    /** Lower-case words a search should find the page by ("cat" on "Curious Kitten"). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text('source', { enum: ['ai', 'upload', 'demo'] }).notNull(),
    illustration: text('illustration').notNull(),
    thumbnail: text('thumbnail').notNull(),
    /**
     * A small copy of the photo an upload was traced from, placed on the square exactly as the
     * art is, for color by number's "natural" colours; null for drawings and AI pages (docs/decisions/015-color-by-number.md).
     */
    colorReference: text('color_reference'),
    blocked: boolean('blocked').notNull().default(false),
    coloredCount: integer('colored_count').notNull().default(0),
    favoritedCount: integer('favorited_count').notNull().default(0),
    /** The popularity sort key; stored so its index can serve index-only scans. */
    popularity: integer('popularity')
      .notNull()
      .generatedAlwaysAs(sql`colored_count + favorited_count`),
    /** Decaying popularity score kept up to date on every coloring and favorite (docs/decisions/010-trending.md). */
    trendingScore: doublePrecision('trending_score').notNull().default(0),
    /**
     * Words of the title, prompt, category and tags for the list search: as written ('simple') and
     * as English stems, so "kittens" finds "kitten" (crayonbox_page_words: migration 0005).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', crayonbox_page_words(title, prompt, category, tags)) || to_tsvector('english', crayonbox_page_words(title, prompt, category, tags))`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('pages_created_idx').on(t.createdAt, t.id),
    index('pages_user_idx').on(t.userId, t.createdAt),
    // One partial index per list sort: the lists only ever show unblocked pages.
    index('pages_listed_created_idx').on(t.createdAt, t.id).where(listed),
    index('pages_trending_idx').on(t.trendingScore, t.id).where(listed),
    index('pages_popularity_idx').on(t.popularity, t.id).where(listed),
    index('pages_favorited_idx').on(t.favoritedCount, t.id).where(listed),
    index('pages_colored_idx').on(t.coloredCount, t.id).where(listed),
    index('pages_search_idx').using('gin', t.searchVector),
    index('pages_category_idx').on(t.category).where(listed),
  ],
);

/**
 * Every word pages were ever written with (kept up to date by a trigger on pages, migration
 * 0005): the known words a mistyped search word is matched against with pg_trgm.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pageId] }), index('favorites_page_idx').on(t.pageId)],
);

export const coloredPages = pgTable(
  'colored_pages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    photo: text('photo').notNull(),
    preview: text('preview').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('colored_pages_user_page_unique').on(t.userId, t.pageId),
    index('colored_pages_page_idx').on(t.pageId),
    index('colored_pages_created_idx').on(t.createdAt, t.id),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    stripeSubscriptionId: text('stripe_subscription_id').notNull(),
    stripeCustomerId: text('stripe_customer_id'),
    /** Stripe's subscription status (active, past_due, canceled, ...). */
    status: text('status').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    currentPeriodEnd: tstz('current_period_end'),
    canceledAt: tstz('canceled_at'),
    expireAt: tstz('expire_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_stripe_unique').on(t.stripeSubscriptionId),
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    index('subscriptions_created_idx').on(t.createdAt, t.id),
  ],
);

export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Stripe event ids already applied, so a replayed webhook has no effect. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: tstz('processed_at').notNull().defaultNow(),
});

/**
 * Color-by-number plans, kept so a page's numbered version opens at once the second time. One
 * row per page and variant: a preset style, or 'colored:<userId>' for a user's own colours.
 * `source` names the pictures the plan was made from; a plan whose source changed is made again.
 */
export const numberPlans = pgTable(
  'number_plans',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull(),
    source: text('source').notNull(),
    plan: jsonb('plan').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.variant] })],
);

/** A user's coloring book: pages in order, printed as one PDF (modules/books). */
export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    author: text('author').notNull().default(''),
    /** Whether the book opens with a "This book belongs to" page. */
    belongsTo: boolean('belongs_to').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('books_user_idx').on(t.userId, t.updatedAt)],
);

/** The pages of a book; `position` orders them, `colored` prints the owner's coloring. */
export const bookPages = pgTable(
  'book_pages',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    colored: boolean('colored').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.pageId] }), index('book_pages_order_idx').on(t.bookId, t.position)],
);

/**
 * Builds of a book's PDF, which are also the job queue: a worker claims a queued row (or a running
 * one whose heartbeat stopped, after a restart) and writes its progress here.
 */
export const bookExports = pgTable(
  'book_exports',
  {
    id: serial('id').primaryKey(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    options: jsonb('options').notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** Storage url of the finished PDF. */
    file: text('file'),
    size: integer('size'),
    error: text('error'),
    /** Takes without a new sheet since the previous take; a crash that lets the build go on does not count. */
    attempts: integer('attempts').notNull().default(0),
    heartbeatAt: tstz('heartbeat_at'),
    /** The server building it (Database.instanceId): another server retakes the build as soon as that one is gone. */
    worker: text('worker'),
    /** Sheets done when it was last taken, to tell a crash that let the build progress from one that did not. */
    claimedDone: integer('claimed_done').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    index('book_exports_book_idx').on(t.bookId, t.id),
    index('book_exports_status_idx').on(t.status),
    index('book_exports_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Files stored by POST /storage/upload, until something keeps them (a coloring copies its layer;
 * a profile photo or a website image refers to the url). modules/storage/sweeper.ts removes the
 * ones nothing refers to after a grace period.
 */
export const uploads = pgTable(
  'uploads',
  {
    url: text('url').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Last time a save copied it (a coloring keeps its own copy); it goes an hour after. */
    usedAt: tstz('used_at'),
  },
  (t) => [index('uploads_created_idx').on(t.createdAt), index('uploads_used_idx').on(t.usedAt)],
);

/**
 * Background work that must run once per period across all servers (the hourly upload sweep):
 * a server runs it only when it moves `lastRunAt` forward itself.
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  name: text('name').primaryKey(),
  lastRunAt: tstz('last_run_at').notNull(),
  /** How many times it ran, on any server. */
  runs: integer('runs').notNull().default(0),
});

/**
 * The caller's latest unsaved coloring of a page, kept for every device (docs/decisions/019-drafts.md).
 * revision comes from one sequence, so it only grows, even across a delete and a new draft.
 */
/** One tile's last change: revision `r`, made at `at` (epoch ms). */
export interface DraftTile {
  r: number;
  at: number;
}
export const draftRevisions = pgSequence('coloring_draft_revision_seq');
export const coloringDrafts = pgTable(
  'coloring_drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    photo: text('photo').notNull(),
    revision: bigint('revision', { mode: 'number' }).notNull(),
    device: text('device').notNull(),
    changedAt: tstz('changed_at').notNull(),
    /**
     * Per tile of the layer (8x8 tiles of 128 px, row by row): the revision that last changed it
     * and when that change was made on its device (epoch ms). Null for a draft older than tiles.
     */
    tiles: jsonb('tiles').$type<DraftTile[]>(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pageId] })],
);
