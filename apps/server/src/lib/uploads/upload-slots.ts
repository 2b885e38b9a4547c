import { TooManyRequests } from '../../errors.ts';

/** Parallel uploads one user may have in progress, unless configured (`UPLOADS_MAX_PER_USER`). */
export const UPLOADS_MAX_PER_USER_DEFAULT = 3;
/** Parallel uploads the whole server takes, unless configured (`UPLOADS_MAX_TOTAL`). */
export const UPLOADS_MAX_TOTAL_DEFAULT = 12;

/** Held while one upload is received and processed; `release` is idempotent. */
export interface UploadSlot {
  release(): void;
}

/**
 * Caps uploads in progress per user and in total (docs/decisions/0007): each upload holds a slot
 * from before its body is read until its rows are written or it failed, so a burst of uploads
 * cannot fill the disk with temporary files or queue without bound behind the parsing workers.
 * Counts live in this process only (one server per data folder).
 */
export class UploadSlots {
  private total = 0;
  private readonly perUser = new Map<number, number>();

  constructor(
    private readonly maxPerUser: number,
    private readonly maxTotal: number,
  ) {}

  /**
   * Takes a slot for `userId`, or throws TooManyRequests (429) naming the limit that is reached:
   * nothing has been read or stored then, so the client may simply retry later.
   */
  acquire(userId: number): UploadSlot {
    const mine = this.perUser.get(userId) ?? 0;
    if (mine >= this.maxPerUser) {
      throw new TooManyRequests(
        `You already have ${mine} uploads in progress (at most ${this.maxPerUser} at once): wait for one to finish, then try again.`,
      );
    }
    if (this.total >= this.maxTotal) {
      throw new TooManyRequests(
        `The server is busy with ${this.total} uploads (at most ${this.maxTotal} at once): try again in a moment.`,
      );
    }
    this.total++;
    this.perUser.set(userId, mine + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total--;
        const left = (this.perUser.get(userId) ?? 1) - 1;
        if (left > 0) this.perUser.set(userId, left);
        else this.perUser.delete(userId);
      },
    };
  }

  /** Uploads in progress: in total, and for `userId` when given. */
  inProgress(userId?: number): number {
    return userId === undefined ? this.total : (this.perUser.get(userId) ?? 0);
  }
}
