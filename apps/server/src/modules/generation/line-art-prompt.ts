import type { PageStyle } from '@crayonbox/contract';

/** How each style preset asks for detail; "classic" is the default. */
export const STYLE_WORDING: Record<PageStyle, string> = {
  simple:
    'very simple, bold and thick outlines, a few large shapes with big areas to color, almost no small details, suitable for toddlers',
  classic: 'clean medium-weight outlines, a friendly cartoon look with a moderate amount of detail, suitable for children',
  detailed: 'fine, crisp outlines with rich details and patterns to color, suitable for older kids',
  mandala: 'a symmetrical mandala composition with the subject in the centre, surrounded by repeating radial patterns and petals',
};

/** The rules every page must follow, whatever the user asked for. */
export const LINE_ART_RULES = [
  'pure black outlines on a plain white background',
  'no shading, no grey tones, no gradients, no hatching, no color fills, no solid black areas',
  'no text, letters, numbers, logos or signatures',
  'every shape is closed so it can be filled with color',
  'the whole subject fits inside the picture with a clean white margin',
];

/** Wraps a user's idea in the coloring-book line-art instruction sent to the image model. */
export function lineArtPrompt(idea: string, style: PageStyle): string {
  return [
    `A black-and-white coloring book page for children showing: ${idea}.`,
    `Style: ${STYLE_WORDING[style]}.`,
    `Rules: ${LINE_ART_RULES.join('; ')}.`,
  ].join('\n');
}

/**
 * The instruction sent with an uploaded picture (an image edit): the same coloring-page style and
 * rules as AI pages, about the picture's own subject. The subject is what the family brought, so
 * the model is told to keep it recognisable and to leave out anything not fit for children.
 */
export function pictureLineArtPrompt(style: PageStyle = 'classic'): string {
  return [
    "Redraw this picture as a black-and-white coloring book page for children, showing the picture's main subject.",
    'Keep the subject recognisable: its pose, shapes and the main features of the scene; leave out small background clutter.',
    'Leave out anything not suitable for children.',
    `Style: ${STYLE_WORDING[style]}.`,
    `Rules: ${LINE_ART_RULES.join('; ')}.`,
  ].join('\n');
}

/** Collapses whitespace and drops control characters so the idea is one tidy line. */
export function tidyPrompt(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const SMALL = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'in',
  'on',
  'at',
  'to',
  'by',
  'for',
  'with',
  'under',
  'from',
  'into',
  'near',
  'over',
]);
const MAX_TITLE = 48;

/**
 * A short capitalised title from a prompt: "a friendly dragon baking cookies in a cozy kitchen"
 * becomes "Friendly Dragon Baking Cookies in a Cozy Kitchen"; long prompts are cut at a word.
 * Words keep the user's spelling: apostrophes inside words and capitals they typed stay.
 */
export function titleFromPrompt(prompt: string): string {
  const words = tidyPrompt(prompt)
    // Punctuation goes, but not an apostrophe inside a word: "the cat's hat" keeps "Cat's".
    .replace(/[’‘]/g, "'")
    .replace(/[.!?,;:"“”()[\]{}]+|'(?!\p{L})|(?<!\p{L})'/gu, ' ')
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && SMALL.has((words[0] as string).toLowerCase())) words.shift();
  const picked: string[] = [];
  let length = 0;
  for (const word of words) {
    if (picked.length && length + 1 + word.length > MAX_TITLE) break;
    picked.push(word);
    length += (picked.length > 1 ? 1 : 0) + word.length;
  }
  while (picked.length > 1 && SMALL.has((picked.at(-1) as string).toLowerCase())) picked.pop();
  const title = picked
    // The user's words as typed, only their first letter raised ("iPhone", "DJ" and "T-Rex" stay).
    .map((w, i) => (i > 0 && SMALL.has(w) ? w : /\p{Lu}/u.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ')
    .slice(0, MAX_TITLE);
  return title || 'My Coloring Page';
}
