/**
 * Avatar name length, in characters. Spec §5 gives 1-64 for stage names; avatars, the other
 * model kind (spec §3 "Avatar and Stage (model)"), follow the same rule.
 */
export const AVATAR_NAME_MIN = 1;
export const AVATAR_NAME_MAX = 64;

/** Longest avatar description, in characters (spec §5 leaves it open; as for beatmaps). */
export const AVATAR_DESCRIPTION_MAX = 5000;

/** The extension an avatar file must have (spec §2 "Device file filters": avatars .vrm). */
export const AVATAR_EXTENSION = '.vrm';

/**
 * Largest `.vrm` upload accepted, in bytes (spec §9 "Upload size limits: not shown"). 100 MiB holds
 * any avatar the game loads comfortably; it equals the server's multipart file limit.
 */
export const AVATAR_MAX_BYTES = 100 * 1024 * 1024;

/** Most authors kept from a file's meta, and the longest author name kept, in characters. */
export const AVATAR_AUTHORS_MAX = 16;
export const AVATAR_AUTHOR_MAX = 255;

/**
 * Where avatars work in the game (formats.md §4 heading, §8: "Avatars and mods are not supported
 * on Quest"): PC VR only.
 */
export const AVATAR_PLATFORM_NOTE = 'Avatars work in the PC VR version of Synth Riders only (not on Quest).';
