// Child of bench/scale/run.mjs (run with `node --import tsx`): migrates and seeds the bench database,
// fills it with bench/dataset.mjs at a reduced size, and signs in the virtual users (fresh tokens,
// credits to spare). Prints one JSON line for the parent.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/db/seed.ts';
import { ACTIVITY_WEIGHT, TRENDING_EPOCH_MS, TRENDING_TAU_SECONDS } from '../../apps/server/src/modules/pages/trending.ts';
import { datasetStatements } from '../dataset.mjs';

const [url, count] = [process.argv[2]!, Number(process.argv[3])];
export const SIZES = { users: 2_000, pages: 20_000, favorites: 60_000, coloreds: 40_000 };

const database = await openDatabase({ url });
await migrate(database);
await seed(database.db);
const trending = {
  epochMs: TRENDING_EPOCH_MS,
  tauSeconds: TRENDING_TAU_SECONDS,
  favoriteWeight: ACTIVITY_WEIGHT.favorite,
  coloredWeight: ACTIVITY_WEIGHT.colored,
};
for (const statement of datasetStatements(trending, SIZES)) await database.db.execute(sql.raw(statement));
await database.db.execute(sql`checkpoint`);

const users = [];
for (let id = 1; id <= count; id++) {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  await database.db.execute(sql`insert into auth_tokens (user_id, token_hash) values (${id}, ${hash})`);
  await database.db.execute(sql`update credits set page_creation = 100000, public_page = 100000, reset_at = now() where user_id = ${id}`);
  users.push({ id, token });
}
await database.close();
console.log(JSON.stringify({ users }));
