export * from './errors.ts';
export * from './common.ts';
export * from './users.ts';
export * from './admin.ts';
export * from './settings.ts';
export * from './storage.ts';
export * from './pages.ts';
export * from './coloreds.ts';
