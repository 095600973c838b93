/** The longest prompt (as in the contract's createPageBody): the box stops there and counts up to it. */
export const PROMPT_MAX = 1000;
