/** Width and height of the coloring canvas in px (SPEC section 9). */
export const CANVAS_SIZE = 1024;
