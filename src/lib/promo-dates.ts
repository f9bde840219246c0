/**
 * When a promotion ends. The config records the promotions come from (the site's config
 * group: title, subtitle, HTML content, picture, path) and the advertisements of the banners
 * have no date field, so the end date is
 * the one the promotion's own text states: "Ends June 30, 2027", "until 31 December 2027",
 * "valid through 2027-06-30". A promotion is shown until the end of that day (the visitor's
 * clock) and hidden after it, so a stale offer never outlives the date it announces. A date
 * without a year means this year's (the text of a yearly offer); text with no end date never
 * expires.
 */
import type { ConfigBlock } from '@/lib/site-types';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** Month names and their three-letter forms ("Sept" too), for the patterns below. */
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const END_WORD = '(?:ends?|ending|until|till|through|thru|valid (?:to|until|through)|expires?)';

/** "Ends June 30", "ends June 30th, 2027". */
const MONTH_FIRST = new RegExp(
  `${END_WORD}\\s*:?\\s+${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?`,
  'i',
);
/** "until 30 June", "until 30 June 2027". */
const DAY_FIRST = new RegExp(
  `${END_WORD}\\s*:?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH}\\.?(?:,?\\s+(\\d{4}))?`,
  'i',
);
/** "until 2027-06-30". */
const ISO = new RegExp(`${END_WORD}\\s*:?\\s+(\\d{4})-(\\d{2})-(\\d{2})`, 'i');

function monthIndex(name: string): number {
  const key = name.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((month) => month.startsWith(key));
}

/** The last moment of that day, local time; null for a date that does not exist. */
function endOfDay(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month, day, 23, 59, 59, 999);
  return date.getMonth() === month && date.getDate() === day ? date : null;
}

/** The end date a text states (see above), or null when it states none. */
export function statedEndDate(text: string, now: Date): Date | null {
  const iso = ISO.exec(text);
  if (iso) return endOfDay(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  const monthFirst = MONTH_FIRST.exec(text);
  if (monthFirst) {
    const year = monthFirst[3] ? Number(monthFirst[3]) : now.getFullYear();
    return endOfDay(year, monthIndex(monthFirst[1]), Number(monthFirst[2]));
  }
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) {
    const year = dayFirst[3] ? Number(dayFirst[3]) : now.getFullYear();
    return endOfDay(year, monthIndex(dayFirst[2]), Number(dayFirst[1]));
  }
  return null;
}

/** A config's visible text: title, subtitle and its HTML without the tags. */
function configText(config: ConfigBlock): string {
  const html = config.html.replace(/<[^>]*>/g, ' ');
  return [config.title, config.subtitle, html].join(' ').replace(/\s+/g, ' ');
}

/** Whether an offer's text is still true at `now`: no end date stated, or not past it. */
export function isOfferCurrent(text: string, now: Date): boolean {
  const end = statedEndDate(text, now);
  return end === null || now.getTime() <= end.getTime();
}

/** Whether the promotion is still on at `now` (its title, subtitle and content; see above). */
export function isPromoCurrent(config: ConfigBlock, now: Date): boolean {
  return isOfferCurrent(configText(config), now);
}
