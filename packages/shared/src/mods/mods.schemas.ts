import semver from 'semver';
import { z } from 'zod';
import { DB_ID_MAX } from '../api/ids.ts';
import { paginatedSchema, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../api/pagination.ts';
import { eventSlugSchema } from '../events/events.schemas.ts';
import { cleanDisplayText } from '../format/display-text.ts';
import { itemSchema, itemUserSchema } from '../items/item.schemas.ts';
import { stageTagsSchema } from '../stages/stages.schemas.ts';
import {
  MOD_CO_AUTHORS_MAX,
  MOD_DEPENDENCIES_MAX,
  MOD_DESCRIPTION_MAX,
  MOD_GAME_VERSION_PATTERN,
  MOD_GAME_VERSIONS_MAX,
  MOD_LICENSE_MAX,
  MOD_NAME_MAX,
  MOD_NAME_MIN,
  MOD_PLATFORMS,
  MOD_SORT_FIELDS,
  MOD_SUMMARY_MAX,
  MOD_VERSION_MAX,
} from './mods.constants.ts';

/** The messages of the mod rules, shared by the forms, the API and the tests. */
export const MOD_MESSAGES = {
  required: 'Required',
  nameLength: `Name must be ${MOD_NAME_MIN}-${MOD_NAME_MAX} characters`,
  summaryMax: `At most ${MOD_SUMMARY_MAX} characters`,
  descriptionMax: `At most ${MOD_DESCRIPTION_MAX} characters`,
  licenseMax: `At most ${MOD_LICENSE_MAX} characters`,
  url: 'Must be an http(s) URL',
  coAuthorsMax: `At most ${MOD_CO_AUTHORS_MAX} co-authors`,
  version: 'Must be a semantic version such as 1.2.0 (semver.org)',
  range: 'Must be a version range such as ^1.2.0 or >=1.0.0 <2.0.0',
  gameVersion: 'Game versions are 1-20 letters, digits, dots or hyphens, such as 2.1.0',
  gameVersionsMax: `At most ${MOD_GAME_VERSIONS_MAX} game versions`,
  platformsMin: 'Choose at least one platform',
  dependenciesMax: `At most ${MOD_DEPENDENCIES_MAX} dependencies`,
  dependenciesUnique: 'Each mod may be listed once as a dependency',
} as const;

/** A mod's slug: the event slug rule (spec §5 "Event slug": 4-50, `[a-z0-9]+(-[a-z0-9]+)*`). */
export const modSlugSchema = eventSlugSchema;

/** Mod name: cleaned (`cleanDisplayText`), trimmed, {@link MOD_NAME_MIN}-{@link MOD_NAME_MAX} characters. */
export const modNameSchema = z
  .string()
  .overwrite(cleanDisplayText)
  .trim()
  .min(MOD_NAME_MIN, MOD_MESSAGES.nameLength)
  .max(MOD_NAME_MAX, MOD_MESSAGES.nameLength);

/** An optional http(s) URL ('' and null mean none): shown as a link, so other schemes are refused. */
export const modUrlSchema = z
  .union([z.url({ protocol: /^https?$/, message: MOD_MESSAGES.url }), z.literal('')], {
    error: MOD_MESSAGES.url,
  })
  .nullable()
  .transform((v) => (v === '' ? null : v));

/** A semantic version number (semver.org 2.0.0, no leading `v`): `1.2.0`, `2.0.0-beta.1`. */
export const modVersionNumberSchema = z
  .string()
  .trim()
  .max(MOD_VERSION_MAX, MOD_MESSAGES.version)
  .refine((v) => semver.valid(v) === v, MOD_MESSAGES.version);

/** A dependency's version range (npm semver ranges: `^1.2.0`, `>=1.0.0 <2.0.0`, `*`). */
export const modVersionRangeSchema = z
  .string()
  .trim()
  .min(1, MOD_MESSAGES.range)
  .max(MOD_VERSION_MAX, MOD_MESSAGES.range)
  .refine((v) => semver.validRange(v) !== null, MOD_MESSAGES.range);

/** One dependency of a mod version: another mod by slug, and the versions of it that work. */
export const modDependencyInputSchema = z.object({
  slug: modSlugSchema,
  range: modVersionRangeSchema,
});
export type ModDependencyInput = z.infer<typeof modDependencyInputSchema>;

/**
 * The mod fields an author writes (`POST /api/mods` body; `PATCH /api/mods/{id}` takes any subset):
 * slug (unique, 409 when taken), name, summary (one line), description (Markdown, rendered
 * sanitised), source_url and licence, tags (spec §5 tag rule), published, and co-authors by
 * username (they may edit the mod and upload versions; the owner alone deletes it).
 */
export const modInputSchema = z.object({
  slug: modSlugSchema,
  name: modNameSchema,
  summary: z.string().overwrite(cleanDisplayText).trim().max(MOD_SUMMARY_MAX, MOD_MESSAGES.summaryMax),
  description: z.string().max(MOD_DESCRIPTION_MAX, MOD_MESSAGES.descriptionMax).default(''),
  source_url: modUrlSchema.default(null),
  license: z.string().trim().max(MOD_LICENSE_MAX, MOD_MESSAGES.licenseMax).default(''),
  tags: stageTagsSchema.default([]),
  published: z.boolean().default(false),
  co_authors: z
    .array(z.string().trim().min(1).max(64))
    .max(MOD_CO_AUTHORS_MAX, MOD_MESSAGES.coAuthorsMax)
    .default([]),
});
/** A checked mod create body. */
export type ModInput = z.output<typeof modInputSchema>;
/** A mod create body as a form writes it. */
export type ModInputRaw = z.input<typeof modInputSchema>;

const input = modInputSchema.shape;
/**
 * `PATCH /api/mods/{id}`: any subset of {@link modInputSchema}; only the given fields change. Built
 * from the create rules without their defaults: a `.partial()` of a defaulted field still fills
 * the default in (zod 4), which would blank the description, tags and co-authors on every edit.
 */
export const modPatchSchema = z
  .object({
    ...input,
    description: input.description.unwrap(),
    source_url: input.source_url.unwrap(),
    license: input.license.unwrap(),
    tags: input.tags.unwrap(),
    published: input.published.unwrap(),
    co_authors: input.co_authors.unwrap(),
  })
  .partial();
export type ModPatch = z.output<typeof modPatchSchema>;
export type ModPatchInput = z.input<typeof modPatchSchema>;

/**
 * The `data` part (JSON) of `POST /api/mods/{id}/versions` (multipart: `file` = the .zip or .dll,
 * `data` = this): the semantic version (unique within the mod, 409 when it exists; never replaces
 * an earlier one), Markdown changelog, supported game versions and platforms, and dependencies
 * (refused with 422 when a slug is unknown, no released version satisfies the range, or the
 * dependency leads back to this mod).
 */
export const modVersionInputSchema = z.object({
  version: modVersionNumberSchema,
  changelog: z.string().max(MOD_DESCRIPTION_MAX, MOD_MESSAGES.descriptionMax).default(''),
  game_versions: z
    .array(z.string().trim().regex(MOD_GAME_VERSION_PATTERN, MOD_MESSAGES.gameVersion))
    .max(MOD_GAME_VERSIONS_MAX, MOD_MESSAGES.gameVersionsMax)
    .default([]),
  platforms: z.array(z.enum(MOD_PLATFORMS)).min(1, MOD_MESSAGES.platformsMin),
  dependencies: z
    .array(modDependencyInputSchema)
    .max(MOD_DEPENDENCIES_MAX, MOD_MESSAGES.dependenciesMax)
    .refine((deps) => new Set(deps.map((d) => d.slug)).size === deps.length, MOD_MESSAGES.dependenciesUnique)
    .default([]),
});
export type ModVersionInput = z.output<typeof modVersionInputSchema>;
export type ModVersionInputRaw = z.input<typeof modVersionInputSchema>;

/** `PATCH /api/mods/{id}/versions/{versionId}`: deprecate or restore a version, edit its changelog. */
export const modVersionPatchSchema = z
  .object({
    deprecated: z.boolean(),
    changelog: z.string().max(MOD_DESCRIPTION_MAX, MOD_MESSAGES.descriptionMax),
  })
  .partial();
export type ModVersionPatch = z.output<typeof modVersionPatchSchema>;

/** A dependency as answered: the mod it names (id, slug, name) and the range asked for. */
export const modDependencySchema = z.object({
  mod_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  range: z.string(),
});
export type ModDependency = z.infer<typeof modDependencySchema>;

/** One stored file of a version: name, size in bytes, sha256 (64 hex), relative download URL. */
export const modFileSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  download_url: z.string(),
});
export type ModFile = z.infer<typeof modFileSchema>;

/** One version of a mod as answered (detail page, index); `created_at` ISO 8601. */
export const modVersionSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  changelog: z.string(),
  game_versions: z.array(z.string()),
  platforms: z.array(z.enum(MOD_PLATFORMS)),
  dependencies: z.array(modDependencySchema),
  deprecated: z.boolean(),
  download_count: z.number().int(),
  created_at: z.string(),
  files: z.array(modFileSchema),
});
export type ModVersion = z.infer<typeof modVersionSchema>;

/**
 * A mod in lists (`GET /api/mods`): the item fields every kind has (`itemSchema`: `download_url`
 * is the latest version's first file (the highest non-deprecated release; a prerelease only when there is no release), '' when none) plus slug, name, summary,
 * source_url, license, tags, authors (owner first, then co-authors), and the latest version's
 * number, platforms and game versions (null / [] before the first version).
 */
export const modSchema = itemSchema.extend({
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  source_url: z.string().nullable(),
  license: z.string(),
  tags: z.array(z.string()),
  authors: z.array(itemUserSchema),
  latest_version: z.string().nullable(),
  platforms: z.array(z.enum(MOD_PLATFORMS)),
  game_versions: z.array(z.string()),
});
export type Mod = z.infer<typeof modSchema>;

/** `GET /api/mods/{slug-or-id}`: the mod and every version, highest semantic version first. */
export const modDetailSchema = modSchema.extend({ versions: z.array(modVersionSchema) });
export type ModDetail = z.infer<typeof modDetailSchema>;

/** `GET /api/mods`: the list envelope (formats.md §6.1) of {@link modSchema}. */
export const modListSchema = paginatedSchema(modSchema);

/**
 * Query of `GET /api/mods` (the /mods page): `q` matches name, summary, tags and author names
 * (case-insensitive); `platform` and `game_version` keep mods whose latest version supports them;
 * `sort` ({@link MOD_SORT_FIELDS}) with `order` (desc by default, asc for `name`); `page`, `limit`.
 * `mine=1` lists the caller's own mods, drafts included (signed in).
 */
export const modListQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  platform: z.enum(MOD_PLATFORMS).optional(),
  game_version: z.string().trim().regex(MOD_GAME_VERSION_PATTERN, MOD_MESSAGES.gameVersion).optional(),
  sort: z.enum(MOD_SORT_FIELDS).default('published_at'),
  order: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(DB_ID_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  mine: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
export type ModListQuery = z.output<typeof modListQuerySchema>;
export type ModListQueryInput = z.input<typeof modListQuerySchema>;

/**
 * One version in the mod index (`GET /api/mods/index`, for mod managers; Thunderstore's package
 * index shape): `dependencies` maps slug → range; files carry absolute-path download URLs.
 */
export const modIndexVersionSchema = z.object({
  version: z.string(),
  changelog: z.string(),
  game_versions: z.array(z.string()),
  platforms: z.array(z.enum(MOD_PLATFORMS)),
  dependencies: z.record(z.string(), z.string()),
  deprecated: z.boolean(),
  created_at: z.string(),
  files: z.array(modFileSchema.omit({ id: true })),
});

/** One mod in the index: identity, authors' usernames, and every version (highest first). */
export const modIndexEntrySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  authors: z.array(z.string()),
  source_url: z.string().nullable(),
  license: z.string(),
  tags: z.array(z.string()),
  updated_at: z.string(),
  versions: z.array(modIndexVersionSchema),
});

/**
 * `GET /api/mods/index`: every released mod (published, not deleted) with every version, in one
 * compressed response with a strong ETag (If-None-Match → 304). `generated_at` ISO 8601.
 */
export const modIndexSchema = z.object({
  generated_at: z.string(),
  mods: z.array(modIndexEntrySchema),
});
export type ModIndex = z.infer<typeof modIndexSchema>;
