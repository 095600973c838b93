export const PROMPT_MIN = 3;
export const PROMPT_MAX = 1000;

/** Client-side check of the prompt, for comfort; the server checks again. */
export function promptError(prompt: string): string | undefined {
  const length = prompt.trim().length;
  if (length < PROMPT_MIN) return `The prompt must be at least ${PROMPT_MIN} characters.`;
  if (length > PROMPT_MAX) return `The prompt must be ${PROMPT_MAX} characters or fewer.`;
  return undefined;
}
