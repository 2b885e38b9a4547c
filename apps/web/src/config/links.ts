/**
 * External links of the sidebar (spec §1 MODS and COMMUNITY). Kept as data so they can be
 * corrected without touching components.
 */
export const externalLinks = {
  /** The community mod manager; its releases page always offers the latest version. */
  modManager: 'https://github.com/tommaier123/NoodleManagerX/releases',
  /** The mod loader Synth Riders mods are built on. */
  modLoader: 'https://github.com/LavaGang/MelonLoader/releases',
  /** The community chat server. */
  chat: 'https://discord.gg/synthriders',
  /** Where players post and vote on ideas for the site. */
  ideas: 'https://github.com/synthhub/synthhub/discussions/categories/ideas',
  wiki: 'https://synthriders.fandom.com/wiki/Synth_Riders_Wiki',
  /** The game on Steam. */
  store: 'https://store.steampowered.com/app/885000/Synth_Riders/',
} as const;

/**
 * Where donations go (the Donate page's button): `VITE_DONATE_URL` at build time, http(s) only;
 * null when unset, and the page then asks people to reach the admins in the chat.
 */
export const donateUrl: string | null = /^https?:\/\//.test(import.meta.env.VITE_DONATE_URL ?? '')
  ? import.meta.env.VITE_DONATE_URL!
  : null;
