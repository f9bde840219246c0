/**
 * The simulated technician of the issue chats (a reply with no user
 * name shows as Customer Service).
 *
 * After a customer's message on a product issue or a car issue, a technician answers a moment
 * later (`technicianReplyDelayMs`, default 1500 ms; 0 answers on the next turn of the event
 * loop). The reply has `user_name` '' and the support avatar, and one of six canned answers,
 * chosen by the issue id and the number of replies the issue already holds (so the same
 * conversation always gets the same answers); the answers name the issue's fault code when it
 * has one.
 *
 * - Messages sent while a reply is pending on the same issue share that one reply.
 * - No reply is written if, meanwhile, the issue was closed or deleted, or the database was
 *   replaced (`POST /mock/reset` or `db.reset()`): replacing the database cancels every
 *   pending reply.
 * - Timers never keep the process alive (`unref()`), and `stop()` (the server's close())
 *   cancels them.
 */
import type { MockDb } from '../../store/db';
import type { DbCarSuggestion, DbProductIssueMessage } from '../../schema/mock-db';
import { formatDayTime } from '../../schema/day-time';
import { nextId } from '../../store/queries';
import type { IssueKind, TechnicianReplies } from '../../http/route-context';
import { SUPPORT_AVATAR } from '../../schema/mock-seed';

export const DEFAULT_TECHNICIAN_REPLY_DELAY_MS = 1500;

type Answer = (codeRef: string, code: string) => string;

/** `codeRef` is "fault code P0420" or "this fault"; `code` is the code or ''. */
const PRODUCT_ANSWERS: Answer[] = [
  (ref) =>
    `Thanks for the details. Please update the tool to the latest software first (Settings > Update, on Wi-Fi with the battery above 50%), then try again and tell us whether ${ref} still appears.`,
  (ref) =>
    `We have checked ${ref} with our engineers. Could you send us a photo of the screen when it happens, and the exact vehicle year, make and model you were testing?`,
  (ref) =>
    `For ${ref}, please try another OBD2 cable if you have one and check the connector pins for dirt or bent contacts. A poor connection causes most communication faults.`,
  (ref) =>
    `Please go to Settings > Feedback on the tool and upload the diagnostic log right after ${ref} shows up. We will analyse it and get back to you within one business day.`,
  (ref) =>
    `A factory reset often clears ${ref}: Settings > System > Reset, then sign in again and re-download the vehicle software. Your saved reports are kept on the SD card.`,
  (ref, code) =>
    code
      ? `Our team has reproduced ${ref} in the lab and a fix is planned for the next software release. We will let you know here as soon as it is published.`
      : `Thank you for your patience. If the problem continues after these steps, please open a warranty claim from your account and we will repair or replace the tool.`,
];

const CAR_ANSWERS: Answer[] = [
  (ref) =>
    `Thanks for the details. For ${ref}, please clear the codes, drive the vehicle for about 15 minutes and read them again: tell us whether the code comes back as pending or confirmed.`,
  (ref) =>
    `With ${ref}, please check the live data of the related sensors with the engine warm and at idle, and send us a screenshot of the graph so our technician can compare it with known-good values.`,
  (ref) =>
    `${ref.charAt(0).toUpperCase()}${ref.slice(1)} is often caused by a vacuum leak or a wiring fault rather than the part itself. Please inspect the connectors and hoses around the sensor before replacing anything.`,
  (ref) =>
    `Please run a full system scan and save the report (Diagnose > Auto Scan > Save), then upload it from Settings > Feedback. We will review it together with ${ref}.`,
  (ref) =>
    `Some vehicles need a relearn after a repair. Once the fault behind ${ref} is fixed, run the matching procedure under Special Functions and clear the codes again.`,
  (ref) =>
    `If ${ref} persists after these checks, the module may need a software update from the dealer. Let us know the result and we will suggest the next step.`,
];

/** Six canned answers per kind; the `index`th (modulo six) for this fault code. */
export function technicianAnswer(kind: IssueKind, index: number, faultCode: string): string {
  const answers = kind === 'product' ? PRODUCT_ANSWERS : CAR_ANSWERS;
  const code = faultCode.trim();
  const ref = code ? `fault code ${code}` : 'this fault';
  return answers[((index % answers.length) + answers.length) % answers.length](ref, code);
}

export interface TechnicianOptions {
  delayMs?: number;
  now?: () => Date;
  /** Where a failed write is reported (default: nowhere). */
  onError?: (error: unknown) => void;
}

export class Technician implements TechnicianReplies {
  readonly delayMs: number;
  private readonly now: () => Date;
  private readonly onError: (error: unknown) => void;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Bumped by every cancel: a reply already on its way checks it before writing. */
  private generation = 0;
  private stopped = false;

  constructor(
    private readonly db: MockDb,
    options: TechnicianOptions = {},
  ) {
    const delay = options.delayMs ?? DEFAULT_TECHNICIAN_REPLY_DELAY_MS;
    if (!Number.isFinite(delay) || delay < 0) {
      throw new Error(`The technician's reply delay must be 0 or more ms, got ${delay}`);
    }
    this.delayMs = delay;
    this.now = options.now ?? (() => new Date());
    this.onError = options.onError ?? (() => undefined);
    // Replacing the database (reset) cancels the replies of the old one.
    const replace = db.replace.bind(db);
    db.replace = async (data) => {
      this.cancelAll();
      await replace(data);
    };
  }

  /** Replies not written yet. */
  get pending(): number {
    return this.timers.size;
  }

  /** Schedules a reply on an issue (one pending reply per issue). */
  scheduleReply(kind: IssueKind, issueId: number): void {
    if (this.stopped) return;
    const key = `${kind}:${issueId}`;
    if (this.timers.has(key)) return;
    const generation = this.generation;
    const timer = setTimeout(() => {
      this.timers.delete(key);
      if (generation !== this.generation || this.stopped) return;
      this.reply(kind, issueId).catch(this.onError);
    }, this.delayMs);
    timer.unref();
    this.timers.set(key, timer);
  }

  /** Cancels every pending reply. */
  cancelAll(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.generation += 1;
  }

  /** Cancels every pending reply and schedules no more (the server is closing). */
  stop(): void {
    this.stopped = true;
    this.cancelAll();
  }

  private async reply(kind: IssueKind, issueId: number): Promise<void> {
    // Checked on the committed state in the same turn as update() reads it: nothing is
    // copied or written when the issue is gone or closed.
    const data = this.db.data;
    const time = formatDayTime(this.now());
    if (kind === 'product') {
      const issue = (data.product_issues ?? []).find((i) => i.product_issues_id === issueId);
      if (!issue || issue.product_issues_status_id !== 1) return;
      const replies = (data.product_issue_messages ?? []).filter(
        (m) => m.product_issues_id === issueId && m.user_name === '',
      ).length;
      const content = technicianAnswer(
        'product',
        issueId + replies,
        issue.product_issues_faultCode,
      );
      await this.db.update((draft) => {
        draft.product_issue_messages ??= [];
        const message: DbProductIssueMessage = {
          product_troubleshootings_id: nextId(
            draft.product_issue_messages,
            (m) => m.product_troubleshootings_id,
          ),
          product_issues_id: issueId,
          product_troubleshootings_content: content,
          product_troubleshootings_addTime: time,
          user_name: '',
          user_picture: SUPPORT_AVATAR,
        };
        draft.product_issue_messages.push(message);
      });
      return;
    }
    const issue = (data.car_issues ?? []).find((i) => i.car_issue_id === issueId);
    if (!issue || issue.car_issue_status_id !== 1) return;
    const replies = (data.car_suggestions ?? []).filter(
      (m) => m.car_issue_id === issueId && m.user_name === '',
    ).length;
    const content = technicianAnswer('car', issueId + replies, issue.car_issue_faultCode);
    await this.db.update((draft) => {
      draft.car_suggestions ??= [];
      const message: DbCarSuggestion = {
        car_suggestions_id: nextId(draft.car_suggestions, (m) => m.car_suggestions_id),
        car_issue_id: issueId,
        car_suggestions_content: content,
        car_suggestions_addTime: time,
        user_name: '',
        user_picture: SUPPORT_AVATAR,
      };
      draft.car_suggestions.push(message);
    });
  }
}
