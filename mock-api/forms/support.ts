/**
 * Server-side checks of the two tech-support forms (docs/copy.md), with the page's
 * messages ("Please write a subject" with its typo fixed). Fields are checked in the order the
 * forms show them; the first failure is the answer (`{code: 400, msg}`):
 *
 *   techsupport_form: region_name → country_name → message_firstname → message_lastname →
 *     message_emil → message_phone → message_serial → message_subject → message_body
 *   remote_form: reservation_region → reservation_country → reservation_timespan →
 *     reservation_serial → reservation_remoteid → reservation_phone (optional) →
 *     reservation_describe
 *
 * Required means present and not blank; the page checks no formats, and neither does this,
 * except that the region and country must be ones the lists offer and the time range must
 * be two real times, the start before the end. Values are stored trimmed.
 */
import type { DeepReadonly } from '../store/db';
import type {
  Database,
  DbCountry,
  DbRegion,
  DbRemoteReservation,
  DbTechMessage,
} from '../schema/mock-db';
import { bodyObject, fail, readText, readTexts } from '../http/body-fields';
import { ApiError, CODE } from '../http/envelope';
import {
  TECH_SUPPORT_LIMITS,
  TECH_SUPPORT_MESSAGES,
} from '../../src/contract/tech-support-messages';
import { TECH_FORM_DONE } from '../../src/contract/schemas/service';
import { KEYWORDS_MSG } from '../../src/contract/schemas/support';

/**
 * The site's own messages, plus the mock's: a malformed range (only a request that skips the
 * page's pickers can send one) and the answers to a sent form.
 */
export const SUPPORT_FORM_MSG = {
  ...TECH_SUPPORT_MESSAGES,
  timeInvalid: 'Please select a valid time range',
  ...TECH_FORM_DONE,
} as const;

/** The site's longest values, plus the time range's (the page builds it, 39 characters). */
export const SUPPORT_FORM_MAX = { ...TECH_SUPPORT_LIMITS, timespan: 100 } as const;

type Body = Record<string, unknown>;
type Data = DeepReadonly<Database>;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The region named (any case) or the region message. */
export function findRegion(data: Data, name: string): DeepReadonly<DbRegion> | undefined {
  return (data.regions ?? []).find((r) => sameName(r.region_name, name));
}

/** The regions of the place selects (tech support, distributor), by id. */
export function regionOptions(data: Data): { region_id: number; region_name: string }[] {
  return [...(data.regions ?? [])]
    .sort((a, b) => a.region_id - b.region_id)
    .map(({ region_id, region_name }) => ({ region_id, region_name }));
}

/**
 * The countries of the region `name` (any case), A to Z: a blank name answers 400
 * `blankMessage` (the page's), an unknown one 404.
 */
export function regionCountries(
  data: Data,
  name: string,
  blankMessage: string,
): { country_id: number; country_name: string }[] {
  const regionName = name.trim();
  if (regionName === '') fail(blankMessage);
  const region = findRegion(data, regionName);
  if (!region) fail(`No region named "${regionName}"`, CODE.notFound);
  return (data.countries ?? [])
    .filter((c) => c.region_id === region.region_id)
    .sort((a, b) => a.country_name.localeCompare(b.country_name))
    .map(({ country_id, country_name }) => ({ country_id, country_name }));
}

function readPlace(
  data: Data,
  body: Body,
  regionField: string,
  countryField: string,
): { region: string; country: string } {
  const region = readText(body, regionField, SUPPORT_FORM_MAX.short, SUPPORT_FORM_MSG.region);
  const known = findRegion(data, region);
  if (!known) fail(SUPPORT_FORM_MSG.region);
  const country = readText(body, countryField, SUPPORT_FORM_MAX.short, SUPPORT_FORM_MSG.country);
  const inRegion = (data.countries ?? []).some(
    (c: DeepReadonly<DbCountry>) =>
      c.region_id === known.region_id && sameName(c.country_name, country),
  );
  if (!inRegion) fail(SUPPORT_FORM_MSG.country);
  return { region, country };
}

/** A message as stored, less what the store adds. */
export type TechSupportForm = Omit<DbTechMessage, 'message_id' | 'created_at'>;

export function readTechSupportForm(input: unknown, data: Data): TechSupportForm {
  const body = bodyObject(input);
  const { region, country } = readPlace(data, body, 'region_name', 'country_name');
  const M = SUPPORT_FORM_MSG;
  const L = SUPPORT_FORM_MAX;
  return {
    region_name: region,
    country_name: country,
    ...readTexts(body, {
      message_firstname: [L.short, M.name],
      message_lastname: [L.short, M.name],
      message_emil: [L.email, M.email],
      message_phone: [L.short, M.phone],
      message_serial: [L.short, M.serial],
      message_subject: [L.subject, M.subject],
      message_body: [L.long, M.message],
    }),
  };
}

const TIME = '(\\d{4})-(\\d{2})-(\\d{2}) (\\d{2}):(\\d{2}):(\\d{2})';
const TIME_RANGE = new RegExp(`^${TIME}-${TIME}$`);

/** Epoch ms of a wall-clock time given as its six parts, or NaN when it is not a real time. */
function wallClock(parts: string[]): number {
  const [y, mo, d, h, mi, s] = parts.map(Number);
  const time = Date.UTC(y, mo - 1, d, h, mi, s);
  const date = new Date(time);
  const real =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s;
  return real ? time : Number.NaN;
}

/**
 * Splits `yyyy-MM-dd HH:mm:ss-yyyy-MM-dd HH:mm:ss` (the site's local times, kept as given)
 * into its start and end; fails with the page's message when it is not a real range.
 */
export function parseTimespan(value: string): { start: string; end: string } {
  const match = TIME_RANGE.exec(value);
  if (!match) fail(SUPPORT_FORM_MSG.timeInvalid);
  const start = wallClock(match.slice(1, 7));
  const end = wallClock(match.slice(7, 13));
  if (Number.isNaN(start) || Number.isNaN(end)) fail(SUPPORT_FORM_MSG.timeInvalid);
  if (end <= start) fail(SUPPORT_FORM_MSG.timeOrder);
  return { start: value.slice(0, 19), end: value.slice(20) };
}

/** An appointment as stored, less what the store adds. */
export type RemoteForm = Omit<DbRemoteReservation, 'reservation_id' | 'created_at'>;

export function readRemoteForm(input: unknown, data: Data): RemoteForm {
  const body = bodyObject(input);
  const M = SUPPORT_FORM_MSG;
  const L = SUPPORT_FORM_MAX;
  const { region, country } = readPlace(data, body, 'reservation_region', 'reservation_country');
  const timespan = readText(body, 'reservation_timespan', L.timespan, M.time);
  const { start, end } = parseTimespan(timespan);
  return {
    reservation_region: region,
    reservation_country: country,
    reservation_timespan: timespan,
    reservation_start: start,
    reservation_end: end,
    ...readTexts(body, {
      reservation_serial: [L.short, M.remoteSerial],
      reservation_remoteid: [L.short, M.remoteId],
      reservation_phone: [L.short],
      reservation_describe: [L.long, M.describe],
    }),
  };
}

/** A keyword as searched: trimmed and lower-case; blank answers 400 `Please enter keywords`. */
export function requiredKeyword(value: string | undefined): string {
  const keyword = (value ?? '').trim().toLowerCase();
  if (keyword === '') throw new ApiError(CODE.badRequest, KEYWORDS_MSG);
  return keyword;
}
