/** The id of the control that edits `path` of a section, so the error summary can link to it. */
export const fieldId = (section: string, path: string) => `website-${section}-${path.replace(/\.root$/, '').replace(/\./g, '-')}`;

/** A fresh list item id that passes the contract's id rule. */
export const newItemId = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
