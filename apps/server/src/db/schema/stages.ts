// The stages tables (issue 3). Placeholder: the stages work fills this in, modelled on beatmaps.ts.
export {};
