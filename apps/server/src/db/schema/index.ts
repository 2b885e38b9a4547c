export * from './beatmaps.ts';
export * from './users.ts';
