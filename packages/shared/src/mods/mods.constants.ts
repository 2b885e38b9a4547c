/**
 * Limits and vocabularies of mods (spec §2 `/mods`; Thunderstore's package model — versioned
 * packages with dependencies — is the anchor). Shared by the API, the forms and the tests.
 */

/** Where a mod version runs (spec §3 "platform: pc | quest"). */
export const MOD_PLATFORMS = ['pc', 'quest'] as const;
export type ModPlatform = (typeof MOD_PLATFORMS)[number];
/** Labels of {@link MOD_PLATFORMS} (spec §3 "labels PC, Quest"). */
export const MOD_PLATFORM_LABELS: Record<ModPlatform, string> = { pc: 'PC', quest: 'Quest' };

/** Mod name length after trimming. */
export const MOD_NAME_MIN = 2;
/** See {@link MOD_NAME_MIN}. */
export const MOD_NAME_MAX = 64;
/** The one-line summary on cards (spec §5 "Text truncation: default 255 characters"). */
export const MOD_SUMMARY_MAX = 255;
/** The Markdown description and each changelog, in characters. */
export const MOD_DESCRIPTION_MAX = 20_000;
/** A licence name or SPDX id ("MIT", "GPL-3.0-only", "All rights reserved"). */
export const MOD_LICENSE_MAX = 64;
/** Co-authors besides the owner (usernames). */
export const MOD_CO_AUTHORS_MAX = 10;
/** Game versions one mod version lists as supported. */
export const MOD_GAME_VERSIONS_MAX = 20;
/** A game version as the game prints it ("2.1.0", "2.0.8b"): 1-20 letters, digits, dots, hyphens. */
export const MOD_GAME_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,19}$/;
/** Dependencies one version may declare. */
export const MOD_DEPENDENCIES_MAX = 20;
/** A semantic version number's length (semver.org recommends nothing; 64 keeps one row sane). */
export const MOD_VERSION_MAX = 64;
/** Largest accepted mod file, in bytes (50 MiB: the game's largest mods are a few MB). */
export const MOD_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** The files a mod version may be: a zip of the mod's folder tree, or a single MelonLoader dll. */
export const MOD_FILE_EXTENSIONS = ['.zip', '.dll'] as const;

/** Sort keys of `GET /api/mods` (`sort=<key>`; newest first unless `order=asc`). */
export const MOD_SORT_FIELDS = ['published_at', 'updated_at', 'download_count', 'name', 'score'] as const;
export type ModSortField = (typeof MOD_SORT_FIELDS)[number];
/** Labels of {@link MOD_SORT_FIELDS} for the /mods sort menu. */
export const MOD_SORT_LABELS: Record<ModSortField, string> = {
  published_at: 'Newest',
  updated_at: 'Recently updated',
  download_count: 'Most downloaded',
  name: 'Name',
  score: 'Top rated',
};
