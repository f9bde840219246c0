/**
 * What the CMS (the mock, or the vendor's CMS) and the site agree on to trust each other, server
 * side only. Two secrets, which may be one (src/lib/secrets.ts): the webhook's
 * (`REVALIDATE_SECRET`) and the previews' (`PREVIEW_SECRET`, else `REVALIDATE_SECRET`).
 *
 * - The publish webhook is signed: `X-Webhook-Signature: t=<unix seconds>,v1=<hex>`, where v1
 *   is HMAC-SHA256 over `<t>.<raw body>`. The site refuses a forged signature, a call older
 *   than SIGNATURE_MAX_AGE_S (or as far in the future) and a replay of one it already took.
 * - A preview link carries a token for one page, valid a few minutes
 *   (src/contract/preview-token.ts), never the secret.
 * - A preview render reads drafts with `X-Preview-Credential: <hex>`, an HMAC of a fixed
 *   label: the site computes it from the secret, a visitor (who never sees the secret) cannot.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  formatPreviewToken,
  PREVIEW_TOKEN_MAX_AHEAD_S,
  PREVIEW_TOKEN_TTL_S,
  parsePreviewToken,
  previewTokenText,
} from './preview-token';

export const SIGNATURE_HEADER = 'x-webhook-signature';
export const PREVIEW_HEADER = 'x-preview-credential';
/** A signed call is valid this long after (and before) its timestamp. */
export const SIGNATURE_MAX_AGE_S = 300;

const PREVIEW_LABEL = 'diagtools preview credential v1';

const hmacHex = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text).digest('hex');

/** Equal in constant time (hex strings of one length; anything else is unequal). */
export function sameHex(given: string, expected: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}

/** The preview credential of a secret (none without a secret: previews are then off). */
export function previewCredential(secret: string): string | null {
  return secret === '' ? null : hmacHex(secret, PREVIEW_LABEL);
}

/** Whether a request's preview header carries the credential of this secret. */
export function isPreviewCredential(given: unknown, secret: string): boolean {
  const expected = previewCredential(secret);
  return expected !== null && typeof given === 'string' && sameHex(given, expected);
}

/** The signature header's value for a raw body sent at `timestampS` (unix seconds). */
export function signWebhook(secret: string, rawBody: string, timestampS: number): string {
  return `t=${timestampS},v1=${hmacHex(secret, `${timestampS}.${rawBody}`)}`;
}

export type SignatureCheck =
  | { ok: true; timestampS: number; signature: string }
  | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'forged' };

/** Checks a signature header against the raw body; `nowS` in unix seconds. */
export function verifyWebhookSignature(
  header: unknown,
  rawBody: string,
  secret: string,
  nowS: number,
): SignatureCheck {
  if (typeof header !== 'string' || header === '') return { ok: false, reason: 'missing' };
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/i.test(v1))
    return { ok: false, reason: 'malformed' };
  const timestampS = Number(t);
  if (secret === '' || !sameHex(v1, hmacHex(secret, `${t}.${rawBody}`))) {
    return { ok: false, reason: 'forged' };
  }
  if (Math.abs(nowS - timestampS) > SIGNATURE_MAX_AGE_S) return { ok: false, reason: 'expired' };
  return { ok: true, timestampS, signature: v1.toLowerCase() };
}

/** A preview token for `path`, valid PREVIEW_TOKEN_TTL_S from `nowS` (null without a secret). */
export function signPreviewToken(secret: string, path: string, nowS: number): string | null {
  if (secret === '') return null;
  const expiresS = nowS + PREVIEW_TOKEN_TTL_S;
  return formatPreviewToken(expiresS, hmacHex(secret, previewTokenText(path, expiresS)));
}

export type PreviewTokenCheck =
  | { ok: true; expiresS: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'forged' | 'expired' };

/** Checks a preview link's token for `path` (the link's own, as given); `nowS` in unix seconds. */
export function verifyPreviewToken(
  token: unknown,
  path: string,
  secret: string,
  nowS: number,
): PreviewTokenCheck {
  if (token === undefined || token === '') return { ok: false, reason: 'missing' };
  const parsed = parsePreviewToken(token);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const expected = secret === '' ? '' : hmacHex(secret, previewTokenText(path, parsed.expiresS));
  if (expected === '' || !sameHex(parsed.hex, expected)) return { ok: false, reason: 'forged' };
  if (parsed.expiresS <= nowS || parsed.expiresS - nowS > PREVIEW_TOKEN_MAX_AHEAD_S) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, expiresS: parsed.expiresS };
}
