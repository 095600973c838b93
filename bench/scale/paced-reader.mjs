// The paced list reads of `npm run bench scale` (run.mjs pacedReads), in a thread of their own:
// their clocks then measure the server, not the bench's own event loop, busy with the users'
// uploads and answers.
/* global URLSearchParams, AbortSignal -- Node globals */
import { parentPort, workerData } from 'node:worker_threads';

const SORTS = ['trending', 'popularity', 'latest', 'oldest', 'mostFavorited', 'mostColored'];
const SEARCHES = ['', '', '', 'dragon', 'cat', 'castle', 'dragn'];
const CATEGORIES = ['', '', '', 'animals', 'fantasy', 'nature'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const listUrl = () => {
  const q = new URLSearchParams({ sort: pick(SORTS), page: String(1 + Math.floor(Math.random() * 5)), per_page: '24' });
  const search = pick(SEARCHES);
  const category = pick(CATEGORIES);
  if (search) q.set('search', search);
  if (category) q.set('category', category);
  return `/pages/paginate?${q}`;
};

async function read({ base, token, ip, timeoutMs }) {
  const started = performance.now();
  const at = Date.now();
  try {
    const res = await fetch(`${base}/api${listUrl()}`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started, at };
  } catch {
    return { status: 0, ms: performance.now() - started, at };
  }
}

if (parentPort && workerData) {
  const { seconds, perSecond } = workerData;
  // A new thread's first requests pay for its connections and compiling: not the server's time.
  for (let i = 0; i < 20; i++) await read(workerData);
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < seconds * perSecond; i++) {
    const due = started + (i * 1000) / perSecond;
    if (due > performance.now()) await sleep(due - performance.now());
    pending.push(read(workerData));
  }
  parentPort.postMessage(await Promise.all(pending));
}
