/** Frees the place {@link Admission.acquire} gave (idempotent). */
export type Release = () => void;

/** What {@link Admission.acquire} answers: a place, or why there is none. */
export type Admitted =
  | { ok: true; release: Release }
  /**
   * `full`: `maxQueued` were already waiting (refused at once); `timeout`: no place came within
   * `maxWaitMs`; `aborted`: the signal fired while waiting (the client went away).
   */
  | { ok: false; reason: 'full' | 'timeout' | 'aborted' };

/** The bounds of an {@link Admission}. */
export interface AdmissionLimits {
  /** How many holders at once (≥ 1). */
  concurrency: number;
  /** How many may wait for a place; one more is refused at once (≥ 0). */
  maxQueued: number;
  /** How long one may wait for a place, in ms, before it is refused. */
  maxWaitMs: number;
}

interface Waiter {
  grant: (release: Release) => void;
  refuse: (reason: 'timeout' | 'aborted') => void;
}

/**
 * A counting semaphore with a bounded, first-come queue (docs/decisions/0047): at most
 * `concurrency` places held at once, at most `maxQueued` waiting, each waiting at most `maxWaitMs`.
 * A waiter whose AbortSignal fires leaves the queue at once, so work for a client that went away
 * never starts. Used for the write queue (plugins/write-queue.ts) and the change feed's page reads.
 */
export class Admission {
  private active = 0;
  private readonly queue: Waiter[] = [];

  constructor(readonly limits: AdmissionLimits) {}

  /** Places held now. */
  get running(): number {
    return this.active;
  }

  /** Callers waiting for a place now. */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * A place: at once when one is free, else after waiting in line. Never throws: a refusal is
   * `{ok: false, reason}`. The caller must call `release` exactly when its work is done.
   */
  acquire(signal?: AbortSignal): Promise<Admitted> {
    if (signal?.aborted) return Promise.resolve({ ok: false, reason: 'aborted' });
    if (this.active < this.limits.concurrency) {
      this.active++;
      return Promise.resolve({ ok: true, release: this.releaser() });
    }
    if (this.queue.length >= this.limits.maxQueued) return Promise.resolve({ ok: false, reason: 'full' });
    return new Promise<Admitted>((resolve) => {
      const leave = () => {
        const at = this.queue.indexOf(waiter);
        if (at >= 0) this.queue.splice(at, 1);
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = {
        grant: (release) => {
          leave();
          resolve({ ok: true, release });
        },
        refuse: (reason) => {
          leave();
          resolve({ ok: false, reason });
        },
      };
      const onAbort = () => waiter.refuse('aborted');
      const timer = setTimeout(() => waiter.refuse('timeout'), this.limits.maxWaitMs);
      timer.unref();
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
    });
  }

  /** Runs `work` holding a place; when refused, runs nothing and answers why. */
  async run<T>(
    work: () => Promise<T>,
    signal?: AbortSignal,
  ): Promise<{ ok: true; value: T } | Extract<Admitted, { ok: false }>> {
    const admitted = await this.acquire(signal);
    if (!admitted.ok) return admitted;
    try {
      return { ok: true, value: await work() };
    } finally {
      admitted.release();
    }
  }

  private releaser(): Release {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.queue[0];
      // The place passes straight to the first in line, so `active` stays the same.
      if (next) next.grant(this.releaser());
      else this.active--;
    };
  }
}
