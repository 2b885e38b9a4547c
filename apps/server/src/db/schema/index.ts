// Every table, for Drizzle's relational queries and drizzle-kit (the one place a barrel is needed).
export * from './avatars.ts';
export * from './beatmaps.ts';
export * from './playlists.ts';
export * from './stages.ts';
export * from './users.ts';
export * from './votes.ts';
export * from './downloads.ts';
export * from './leaderboards.ts';
export * from './totals.ts';
export * from './demo-seed.ts';
export * from './jobs.ts';
export * from './identities.ts';
export * from './profile.ts';
export * from './notifications.ts';
export * from './sign-in-codes.ts';
export * from './scores.ts';
export * from './reviews.ts';
