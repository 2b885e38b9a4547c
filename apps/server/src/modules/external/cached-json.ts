/** Options of {@link CachedJson}. */
export interface CachedJsonOptions<T> {
  /** The JSON document's http(s) URL; null or '' turns the source off (always null). */
  url: string | null | undefined;
  /** How long a good answer is reused, in ms. */
  ttlMs: number;
  /** How long a failure is remembered before the URL is asked again, in ms (no retry storm). */
  failureTtlMs: number;
  /** How long one fetch may take before it counts as failed, in ms. */
  timeoutMs: number;
  /** Reads the parsed JSON into the value, or null when it lacks what is needed. */
  read: (json: unknown) => T | null;
  /** Receives each failure (status, timeout, bad JSON) for the log; failures are otherwise ignored. */
  onError?: (error: Error) => void;
  /** The clock, in ms since the epoch (tests). */
  now?: () => number;
}

/** Largest answer read, in bytes: a widget or a short release list is a few kB. */
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * A JSON document on another service, fetched on demand and cached in this process (spec §7
 * External: "errors are ignored"). `get()` answers the cached value while fresh; otherwise it
 * fetches once (concurrent callers share the fetch) and answers the read value, or null when the
 * source is off, answers non-2xx, times out, sends malformed or unusable JSON. Never throws.
 */
export class CachedJson<T> {
  private value: T | null = null;
  private expiresAt = 0;
  private pending: Promise<T | null> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: CachedJsonOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  /** The value (see the class): cached, fetched, or null. */
  get(): Promise<T | null> {
    if (!this.options.url) return Promise.resolve(null);
    if (this.now() < this.expiresAt) return Promise.resolve(this.value);
    this.pending ??= this.refresh().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async refresh(): Promise<T | null> {
    let value: T | null = null;
    try {
      value = this.options.read(await this.fetchJson(this.options.url!));
      if (value === null) throw new Error('the answer lacks the expected fields');
    } catch (error) {
      this.options.onError?.(error instanceof Error ? error : new Error(String(error)));
    }
    this.value = value;
    this.expiresAt = this.now() + (value === null ? this.options.failureTtlMs : this.options.ttlMs);
    return value;
  }

  private async fetchJson(url: string): Promise<unknown> {
    const res = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': 'Synthhub (+https://github.com/synthhub)' },
      signal: AbortSignal.timeout(this.options.timeoutMs),
      redirect: 'follow',
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > MAX_BYTES) throw new Error(`${url} sent ${length} bytes`);
    const text = await res.text();
    if (text.length > MAX_BYTES) throw new Error(`${url} sent more than ${MAX_BYTES} bytes`);
    return JSON.parse(text) as unknown;
  }
}
