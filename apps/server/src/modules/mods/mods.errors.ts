import { AppError, Conflict } from '../../errors.ts';

/**
 * 422: a mod request is well-formed but breaks a catalogue rule: an unknown co-author, or a
 * dependency that names no released mod, has no released version in its range, or leads back to
 * the mod (packages/shared mods.schemas `modVersionInputSchema`). The message names the culprit.
 */
export class ModRuleRefused extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(422, message, options);
  }
}

/** 409 "The slug "x" is already taken …" (slugs are unique; the owner picks another). */
export const slugTaken = (slug: string, cause?: unknown) =>
  new Conflict(`The slug "${slug}" is already taken; choose another.`, { cause });

/** 409 when a mod already has this version number (versions are never replaced). */
export const versionExists = (slug: string, version: string, cause?: unknown) =>
  new Conflict(
    `${slug} already has a version ${version}; versions are never replaced, so upload a higher one.`,
    { cause },
  );
