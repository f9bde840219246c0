/**
 * Scheduled publishing: every second (by default) the drafts whose `publish_at` has come are
 * published and announced to the site. The schedule is the drafts table itself, so it
 * survives a restart; drafts that fell due while the mock was down publish on its first tick.
 */
import { ApiError, CODE } from '../http/envelope';
import type { RouteContext } from '../http/route-context';
import { dueDrafts, publishDraft, unscheduleDraft } from './drafts';

export const SCHEDULE_INTERVAL_MS = 1000;

export interface SchedulerOptions {
  /** How often to look for due drafts (default 1 s); 0: no timer (call tick() yourself). */
  intervalMs?: number;
  /** Told of each draft the schedule could not publish. */
  onError?: (error: unknown) => void;
}

export class ContentScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly ctx: RouteContext,
    private readonly options: SchedulerOptions = {},
  ) {}

  start(): void {
    const interval = this.options.intervalMs ?? SCHEDULE_INTERVAL_MS;
    if (interval <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.tick(), interval);
    // The schedule never keeps the process alive on its own.
    this.timer.unref();
    // Drafts due while the mock was stopped: published right away.
    setImmediate(() => void this.tick()).unref();
  }

  /** Stops the timer and waits for a publish under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Publishes every due draft, soonest first; resolves to how many were published. */
  tick(): Promise<number> {
    this.running ??= this.publishDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async publishDue(): Promise<number> {
    let published = 0;
    for (const { collection, id } of dueDrafts(this.ctx.db.data, this.ctx.now())) {
      try {
        await publishDraft(this.ctx, collection, id, 'schedule');
        published += 1;
      } catch (error) {
        this.options.onError?.(error);
        // A draft that no longer fits its record would fail every second: it stays a draft,
        // unscheduled, for the editor to fix.
        if (error instanceof ApiError && error.code === CODE.conflict) {
          await unscheduleDraft(this.ctx, collection, id).catch(() => undefined);
        }
      }
    }
    return published;
  }
}
