// The playlists tables (issue 3). Placeholder: the playlists work fills this in, modelled on beatmaps.ts.
export {};
