import type { FastifyBaseLogger } from 'fastify';
import type { ImageProvider } from '../../providers/image-generation/openai.ts';
import { ALLOWED_PHRASES, WORD_CATEGORIES } from './kid-safety-words.ts';

export type SafetyVerdict = { safe: true } | { safe: false; message: string; by: 'words' | 'moderation' };

/** Shown when the provider's moderation flags a prompt the word list let through. */
export const MODERATION_MESSAGE =
  "Let's try a different idea! That one isn't right for a coloring page. How about an animal, a place or an adventure?";

// Look-alike characters people use to sneak words past a filter ("k1ll", "$ex", "@ss").
// "#" stands for "i or l", which 1, ! and | can both be ("b1oody", "k1ll").
const LEET: Record<string, string> = {
  '0': 'o',
  '1': '#',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': '#',
  '|': '#',
  '+': 't',
  '€': 'e',
};
const SUFFIXES = ['', 's', 'es', 'ed', 'ing', 'er', 'ers', 'y'];

interface Entry {
  words: string[];
  category: string;
}

/** Each listed word or phrase, keyed by its first word, so a check is one lookup per token. */
const INDEX = new Map<string, Entry[]>();
for (const [category, { words }] of Object.entries(WORD_CATEGORIES)) {
  for (const phrase of words) {
    const parts = phrase.split(' ');
    const first = parts[0] as string;
    INDEX.set(first, [...(INDEX.get(first) ?? []), { words: parts, category }]);
  }
}
const ALL_ENTRIES = [...INDEX.values()].flat();
const ALLOWED = ALLOWED_PHRASES.map((p) => p.split(' '));

/**
 * Cleans text into lower-case word tokens so disguised words still match: accents and
 * zero-width characters go, look-alike digits and symbols become letters, a word written with
 * letters spread apart ("k i l l", "k.i.l.l") is joined back, "*" inside a word ("f*ck") stays
 * a wildcard for one letter and "#" stands for i or l.
 */
export function tokens(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
    .toLowerCase();
  // Only map look-alikes inside words: "3 cats" stays a number, "k1ll" becomes "kill", and
  // "wow!" keeps its "!" as punctuation.
  const mapped = plain
    .replace(/(?<![a-z0-9@$])[!|]|[!|](?![a-z0-9@$])/g, ' ')
    .replace(/(?<=[a-z*])[013457@$!|+8€]+|[013457@$!|+8€]+(?=[a-z*])/g, (run) => [...run].map((c) => LEET[c] ?? c).join(''));
  const raw = mapped.split(/[^a-z*#]+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    // Runs of three or more single letters are a spelled-out word.
    let j = i;
    while (j < raw.length && (raw[j] as string).length === 1) j++;
    if (j - i >= 3) {
      out.push(raw.slice(i, j).join(''));
      i = j - 1;
    } else out.push(raw[i] as string);
  }
  return out;
}

/** Spellings a token may stand for: itself, and with stretched letters squeezed ("fuuuck"). */
function variants(token: string): string[] {
  if (!/(.)\1\1/.test(token)) return [token];
  return [token, token.replace(/(.)\1{2,}/g, '$1$1'), token.replace(/(.)\1+/g, '$1')];
}

const isPattern = (token: string) => /[*#]/.test(token);

function sameWord(token: string, word: string, allowSuffix: boolean): boolean {
  const pattern = isPattern(token) ? new RegExp(`^${token.replace(/\*/g, '[a-z]').replace(/#/g, '[il]')}$`) : null;
  const equal = (candidate: string) => (pattern ? pattern.test(candidate) : token === candidate);
  if (!allowSuffix) return equal(word);
  const doubled = word + word.at(-1);
  return SUFFIXES.some((s) => equal(word + s) || (s.length > 1 && equal(doubled + s)));
}

/** Blanks out friendly phrases ("shooting stars") so their words are not judged alone. */
function withoutAllowed(words: string[]): string[] {
  const out = [...words];
  for (let i = 0; i < out.length; i++) {
    for (const phrase of ALLOWED) {
      if (phrase.every((w, k) => out[i + k] === w)) for (let k = 0; k < phrase.length; k++) out[i + k] = '';
    }
  }
  return out;
}

/** The local word list: the category of the first listed word or phrase found, or null. */
export function matchWordList(text: string): string | null {
  const words = withoutAllowed(tokens(text)).flatMap((t) => (t ? [variants(t)] : [['']]));
  for (let i = 0; i < words.length; i++) {
    for (const token of words[i] ?? []) {
      if (!token) continue;
      const candidates = isPattern(token) ? ALL_ENTRIES : lookup(token);
      for (const entry of candidates) {
        const last = entry.words.length - 1;
        const hit = entry.words.every((w, k) => (words[i + k] ?? []).some((t) => t && sameWord(k === 0 ? token : t, w, k === last)));
        if (hit) return entry.category;
      }
    }
  }
  return null;
}

/** Entries whose first word the token may be (the word itself or the word plus an ending). */
function lookup(token: string): Entry[] {
  const found: Entry[] = [];
  for (let cut = token.length; cut >= Math.max(1, token.length - 4); cut--) {
    found.push(...(INDEX.get(token.slice(0, cut)) ?? []));
  }
  return found;
}

/**
 * Decides whether a prompt may become a page: the local word list always, then the provider's
 * moderation when one is configured. If moderation itself fails the word list's answer stands,
 * so an outage never blocks (or unblocks) anything the list decides.
 */
export async function checkPrompt(
  text: string,
  provider: Pick<ImageProvider, 'flags'> | null,
  log?: FastifyBaseLogger,
): Promise<SafetyVerdict> {
  const category = matchWordList(text);
  if (category) return { safe: false, message: WORD_CATEGORIES[category]?.message ?? MODERATION_MESSAGE, by: 'words' };
  if (!provider) return { safe: true };
  try {
    if (await provider.flags(text)) return { safe: false, message: MODERATION_MESSAGE, by: 'moderation' };
  } catch (err) {
    log?.warn({ err: err instanceof Error ? err.message : String(err) }, 'moderation unavailable; the local word list decided alone');
  }
  return { safe: true };
}
