/**
 * What every handler gets besides its request: the database, the clock, the site's addresses,
 * the simulated technician, the publish webhook and the preview secret. Below the route files,
 * so that the logic they call (mock-api/cms/) takes it without importing a route's type.
 */
import type { MockDb } from '../store/db';
import type { WebhookTarget } from '../cms/webhook';

/** A simulated failure of the API (dev route `/mock/outage`): none, HTTP 500s, or no answer. */
export type OutageMode = 'none' | 'error' | 'down';

/** The two kinds of issue chat a technician answers. */
export type IssueKind = 'product' | 'car';

/**
 * The simulated technician as the routes and the server use it (routes/account/technician.ts
 * implements it); declared here so that this module imports no route.
 */
export interface TechnicianReplies {
  /** Replies scheduled and not written yet. */
  readonly pending: number;
  /** Answers the issue's latest message a moment later. */
  scheduleReply(kind: IssueKind, issueId: number): void;
  /** Cancels every pending reply (the database was replaced). */
  cancelAll(): void;
  /** Cancels every pending reply for good (the server closes). */
  stop(): void;
}

export interface RouteContext {
  db: MockDb;
  /** The clock (tests may fix it). */
  now: () => Date;
  /** Set by `POST /mock/outage`; read by the outage middleware in front of /api/. */
  outage: OutageMode;
  /**
   * The site's origin (no trailing slash): the preview links', and the Google stand-in's when
   * the browser's own site is not known.
   */
  siteUrl: string;
  /** The origins CORS allows (SITE_ORIGINS): the sites a browser may come from. */
  siteOrigins: ReadonlySet<string>;
  /** The folder served under /uploads/ (pictures, downloads, videos). */
  uploadsDir: string;
  /** The simulated technician who answers the issue chats (routes/account/technician.ts). */
  technician: TechnicianReplies;
  /** The site's revalidation webhook the publish route calls (none: the loop is off). */
  publish?: WebhookTarget | null;
  /**
   * The preview secret (PREVIEW_SECRET, else REVALIDATE_SECRET) whose preview credential lets a
   * GET under /api/ read the drafts (mock-api/cms/preview.ts) and which signs the preview
   * links (routes/dev/preview-link.ts); empty: no preview reads, no links.
   */
  previewSecret?: string;
  /** The demo customer the console's API reference signs in (none: no such button). */
  demoAccount?: { readonly email: string; readonly password: string };
}
