import type { Db } from '../db/client.ts';

/**
 * A read model (docs/decisions/0049; conventions.md "Read models"): a fast path beside PostgreSQL
 * that answers some requests of one list from memory and declines the rest. `answer` resolves to
 * the rows, or to `undefined` — declined: a request it does not know, an index that could not load
 * or that the database kept moving under — and then the list asks PostgreSQL, which answers
 * everything. It throws only what the database throws. `warm` starts loading what it keeps
 * (server start), resolving when loaded.
 */
export interface ReadModel<Request, Rows> {
  answer(db: Db, request: Request): Promise<Rows | undefined>;
  warm?(db: Db): Promise<void>;
}

/**
 * The name under which one read model is registered (src/register-read-models.ts) and consulted
 * (`ReadModels.answer`); its type parameters tie the two together. Made by {@link readModelKey}.
 */
export interface ReadModelKey<Request, Rows> {
  readonly name: string;
  /** Never set: carries the types. */
  readonly types?: (request: Request) => Rows;
}

/** A key for the read model of one list, e.g. `readModelKey<ListRequest, Page>('beatmaps.public')`. */
export function readModelKey<Request, Rows>(name: string): ReadModelKey<Request, Rows> {
  return { name };
}

/**
 * How a consulting list checks a read model's answer against PostgreSQL when the app verifies read
 * models (AppDeps.verifyReadModels; the test app does): `mark` runs before the read model answers
 * (e.g. reads the users' names version), `check` after it answered, and throws when PostgreSQL's
 * answer differs while the database stood still since the mark.
 */
export interface ReadModelCheck<Rows, Mark> {
  mark(): Promise<Mark>;
  check(answer: Rows, mark: Mark): Promise<void>;
}
