// Bulk dataset for the page-list benchmark: users, pages, favorites and colored pages made with
// generate_series inside the database (no row-by-row inserts), so 600k rows take seconds.
// Works on PostgreSQL (node-postgres client) and PGlite: `run(sql)` is any function that runs
// one SQL statement.

/** Sizes of the benchmark dataset (the brief's numbers). */
export const SIZES = { users: 10_000, pages: 100_000, favorites: 300_000, coloreds: 200_000 };

const FIRST = [
  'Ada',
  'Ben',
  'Chloe',
  'Diego',
  'Emma',
  'Farah',
  'Gus',
  'Hana',
  'Ivan',
  'Jade',
  'Kofi',
  'Lena',
  'Milo',
  'Nora',
  'Omar',
  'Pia',
  'Quinn',
  'Rosa',
  'Sami',
  'Tess',
  'Uma',
  'Vik',
  'Wren',
  'Yuki',
  'Zoe',
];
const LAST = [
  'Adams',
  'Brown',
  'Costa',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ito',
  'Jensen',
  'Khan',
  'Larsen',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Rossi',
  'Silva',
  'Tanaka',
  'Usman',
  'Varga',
  'Weber',
  'Xu',
  'Young',
  'Zimmer',
  'Novak',
  'Smith',
  'Lopez',
  'Kim',
  'Ali',
];
const ADJ = [
  'happy',
  'sleepy',
  'brave',
  'tiny',
  'giant',
  'curious',
  'silly',
  'gentle',
  'dancing',
  'magical',
  'friendly',
  'fluffy',
  'wild',
  'royal',
  'cosmic',
  'ancient',
  'playful',
  'quiet',
  'busy',
  'spotted',
];
const THING = [
  'cat',
  'dog',
  'dragon',
  'unicorn',
  'owl',
  'fox',
  'rabbit',
  'turtle',
  'whale',
  'robot',
  'castle',
  'rocket',
  'dinosaur',
  'butterfly',
  'lion',
  'penguin',
  'mermaid',
  'bear',
  'elephant',
  'octopus',
  'garden',
  'train',
  'tiger',
  'koala',
  'panda',
  'horse',
  'parrot',
  'dolphin',
  'hedgehog',
  'giraffe',
];
const PLACE = [
  'in the forest',
  'on the beach',
  'under the sea',
  'in space',
  'at the fair',
  'in a garden',
  'on a mountain',
  'in the city',
  'at school',
  'in the snow',
];
// Half the pages are animals, like the THING list; the rest spread over the other categories.
const CATEGORIES = ['animals', 'animals', 'animals', 'animals', 'animals', 'fantasy', 'nature', 'vehicles', 'space', 'patterns'];
const STYLE = ['simple bold outlines', 'classic storybook lines', 'detailed patterns', 'mandala style'];

const arr = (xs) => `array[${xs.map((x) => `'${x}'`).join(',')}]::text[]`;
// Deterministic pseudo-random pick from an array with a seed expression.
const pick = (xs, seed) => `(${arr(xs)})[1 + ((${seed}) % ${xs.length})]`;

/**
 * The statements that fill an empty, migrated database. `trending` carries the constants of
 * apps/server/src/modules/pages/trending.ts, so the stored scores are what the app would have kept.
 */
export function datasetStatements(trending, sizes = SIZES, now = new Date()) {
  const nowSql = `'${now.toISOString()}'::timestamptz`;
  const EPOCH = new Date(trending.epochMs).toISOString();
  const TAU_SECONDS = trending.tauSeconds;
  const COLORED_WEIGHT = trending.coloredWeight;
  const FAVORITE_WEIGHT = trending.favoriteWeight;
  return [
    `select setseed(0.42)`,
    `insert into users (name, email, password_hash, verified_at, created_at)
       select ${pick(FIRST, 'g * 7')} || ' ' || ${pick(LAST, 'g * 13 + g / 7')},
              'bench' || g || '@bench.test', 'scrypt$bench', ${nowSql}, ${nowSql} - (g || ' minutes')::interval
       from generate_series(1, ${sizes.users}) g`,
    `insert into credits (user_id, public_page, page_creation) select id, 5, 3 from users`,
    // created_at truncated to the minute so many pages share a timestamp (the tie-breaker matters).
    `insert into pages (user_id, title, prompt, category, source, illustration, thumbnail, blocked, created_at)
       select 1 + (hashint % ${sizes.users}),
              initcap(${pick(ADJ, 'g * 31')} || ' ' || ${pick(THING, 'g * 17 + g / 3')} || ' ' || ${pick(PLACE, 'g * 11 + g / 5')}),
              'A coloring page of a ' || ${pick(ADJ, 'g * 31')} || ' ' || ${pick(THING, 'g * 17 + g / 3')} || ' ' || ${pick(PLACE, 'g * 11 + g / 5')} || ', ' || ${pick(STYLE, 'g')},
              ${pick(CATEGORIES, 'g * 7 + g / 11')},
              case when g % 3 = 0 then 'upload' else 'ai' end,
              '/uploads/bench/' || g || '.png', '/uploads/bench/' || g || '.webp',
              g % 97 = 0,
              date_trunc('minute', ${nowSql} - ((${sizes.pages} - g) / 4) * interval '10 minutes')
       from (select g, abs(hashint4(g)) as hashint from generate_series(1, ${sizes.pages}) g) s`,
    // Skewed picks (random()^3) so a few pages are very popular, like real catalogues.
    `insert into favorites (user_id, page_id, created_at)
       select u, p, ${nowSql} - random() * interval '30 days'
       from (select distinct on (u, p) u, p from (
               select 1 + floor(random() * ${sizes.users})::int as u, ${sizes.pages} - floor(power(random(), 3) * ${sizes.pages})::int as p
               from generate_series(1, ${Math.round(sizes.favorites * 1.15)})) r) d
       limit ${sizes.favorites}`,
    `insert into colored_pages (user_id, page_id, photo, preview, created_at, updated_at)
       select u, p, '/uploads/bench/c' || u || '-' || p || '.png', '/uploads/bench/c' || u || '-' || p || '.webp', t, t
       from (select u, p, ${nowSql} - random() * interval '30 days' as t from (
               select distinct on (u, p) u, p from (
                 select 1 + floor(random() * ${sizes.users})::int as u, ${sizes.pages} - floor(power(random(), 2) * ${sizes.pages})::int as p
                 from generate_series(1, ${Math.round(sizes.coloreds * 1.15)})) r) d
             limit ${sizes.coloreds}) x`,
    // Counts and trending_score = ln(sum of w * e^((t - epoch) / tau)) in one pass (a stable
    // log-sum-exp), exactly what recordPageActivity would have kept event by event.
    `with ev as (
       select page_id, true as fav, ln(${FAVORITE_WEIGHT}::float8) + extract(epoch from created_at - '${EPOCH}'::timestamptz)::float8 / ${TAU_SECONDS} as x from favorites
       union all
       select page_id, false, ln(${COLORED_WEIGHT}::float8) + extract(epoch from created_at - '${EPOCH}'::timestamptz)::float8 / ${TAU_SECONDS} from colored_pages),
     agg as (
       select page_id, (count(*) filter (where fav))::int as favs, (count(*) filter (where not fav))::int as cols, max(x) as m
       from ev group by page_id),
     scored as (
       select a.page_id, a.favs, a.cols, a.m + ln(sum(exp(e.x - a.m))) as score
       from ev e join agg a using (page_id) group by a.page_id, a.favs, a.cols, a.m)
     update pages p set favorited_count = s.favs, colored_count = s.cols, trending_score = s.score
     from scored s where s.page_id = p.id`,
    // Visibility map and statistics, as autovacuum would leave a settled table.
    `vacuum analyze`,
  ];
}

/** Fills the database; `run` executes one SQL statement. */
export async function generateDataset(run, trending, sizes = SIZES) {
  for (const statement of datasetStatements(trending, sizes)) await run(statement);
}
