// The avatars tables (issue 3). Placeholder: the avatars work fills this in, modelled on beatmaps.ts.
export {};
