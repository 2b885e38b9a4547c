/**
 * Where demo players come from (docs/decisions/0054): the countries demo accounts chose and the
 * Steam accounts standalone demo profiles came from, so the demo shows flags, a country ranking
 * and profiles a visitor could claim by signing in with that Steam account.
 */

/** Countries with many Synth Riders players, in the order demo accounts take them. */
const DEMO_COUNTRIES = ['US', 'DE', 'GB', 'JP', 'BR', 'CA', 'FR', 'SE', 'AU', 'PL', 'NL', 'KR', 'ES', 'FI'];

/**
 * The country of demo account `n` (0-based): one of DEMO_COUNTRIES, spread unevenly (the first
 * ones more often, as real player bases are), and null ("Not shown") for every seventh account.
 */
export function demoCountry(n: number): string | null {
  if (n % 7 === 6) return null;
  const skewed = Math.floor((((n * 7919) % 97) ** 2 / 97 ** 2) * DEMO_COUNTRIES.length);
  return DEMO_COUNTRIES[skewed % DEMO_COUNTRIES.length]!;
}

/** Steam's 64-bit id of account number 0 (SteamID64 = this + the account number). */
const STEAM_ID64_BASE = 76561197960265728n;

/**
 * A Steam id (SteamID64, decimal text) for standalone demo profile `n` of a demo source: `block`
 * keeps the sources apart (each holds 1,000,000 ids), so no two demo profiles share an account.
 */
export function demoSteamId(block: number, n: number): string {
  return String(STEAM_ID64_BASE + 40_000_000n + BigInt(block) * 1_000_000n + BigInt(n));
}

/** The block of `demoSteamId` for the DEMO_PLAYERS profiles (demo-seed.ts). */
export const DEMO_PLAYERS_STEAM_BLOCK = 0;
/** The block of `demoSteamId` for the leaderboards' standalone profiles (leaderboards.demo.ts). */
export const DEMO_LEADERBOARD_STEAM_BLOCK = 1;
