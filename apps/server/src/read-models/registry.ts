import type { Db } from '../db/client.ts';
import type { ReadModel, ReadModelCheck, ReadModelKey } from './read-model.ts';

/** How an app's read models run: all on or all off, and checked against PostgreSQL or not. */
export interface ReadModelOptions {
  /** MEMORY_INDEXES (env.ts): false answers every list from PostgreSQL. */
  enabled: boolean;
  /** Every answer checked against PostgreSQL (AppDeps.verifyReadModels: the test app). */
  verify: boolean;
}

/**
 * The read models of one app and its database (docs/decisions/0049): registered once, at build
 * (src/register-read-models.ts), consulted by the lists. With `enabled` false every consultation
 * declines, so PostgreSQL answers every list.
 */
export class ReadModels {
  private readonly models = new Map<string, ReadModel<never, unknown>>();

  constructor(
    private readonly db: Db,
    readonly options: ReadModelOptions,
  ) {}

  /** Registers the read model of `key`; throws when one is registered under that name already. */
  register<Request, Rows>(key: ReadModelKey<Request, Rows>, model: ReadModel<Request, Rows>): void {
    if (this.models.has(key.name)) throw new Error(`read model ${key.name} registered twice`);
    this.models.set(key.name, model as ReadModel<never, unknown>);
  }

  /**
   * The answer of the read model of `key` to `request`, or undefined when it declines, when none
   * is registered, or when read models are off: the caller asks PostgreSQL. With `verify`, `check`
   * compares the answer with PostgreSQL's (and throws on a difference). Throws what the database
   * throws.
   */
  async answer<Request, Rows, Mark>(
    key: ReadModelKey<Request, Rows>,
    request: Request,
    check?: ReadModelCheck<Rows, Mark>,
  ): Promise<Rows | undefined> {
    if (!this.options.enabled) return undefined;
    const model = this.models.get(key.name) as ReadModel<Request, Rows> | undefined;
    if (!model) return undefined;
    const verifying = this.options.verify && check !== undefined;
    const mark = verifying ? await check.mark() : undefined;
    const answer = await model.answer(this.db, request);
    if (answer !== undefined && verifying) await check.check(answer, mark as Mark);
    return answer;
  }

  /**
   * Starts loading every read model (server start, so the first visitor does not wait). Resolves
   * when all are loaded; nothing when read models are off. A failure is reported to `failed` and
   * left to the first request, which tries again.
   */
  async warm(failed: (name: string, error: unknown) => void): Promise<void> {
    if (!this.options.enabled) return;
    await Promise.all(
      [...this.models].map(([name, model]) =>
        model.warm?.(this.db).catch((error: unknown) => failed(name, error)),
      ),
    );
  }
}
