/**
 * Reads a vehicle identification number the way the VIN standards lay it out: 17 characters
 * from A-Z and 0-9 without I, O and Q; the maker from the first three (the world
 * manufacturer identifier); the check digit in position 9, binding on North American VINs
 * (first character 1 to 5) and ignored elsewhere; the model year coded in position 10.
 */
import { normalizeVin } from './normalize';
import { makerOfWmi, type VinMaker } from './wmi';

export { normalizeVin };

export const VIN_LENGTH = 17;

/** Position 10's year codes from 1980 (A) on: 30 codes, then the cycle starts again. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const FIRST_CYCLE_START = 1980;
const CYCLE_YEARS = 30;

/** Check digit: each character's value, and each position's weight (position 9 weighs 0). */
const LETTER_VALUES = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9';
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const CHECK_POSITION = 9;
const YEAR_POSITION = 10;
/** Position 7 tells which 30-year cycle the year code is in (for cars and light trucks). */
const CYCLE_POSITION = 7;

export type ForbiddenLetter = 'I' | 'O' | 'Q';

/** One thing wrong with a VIN; positions are 1-based. */
export type VinProblem =
  | { kind: 'empty' }
  | { kind: 'length'; length: number }
  | { kind: 'forbidden-letters'; found: { letter: ForbiddenLetter; position: number }[] }
  | { kind: 'invalid-characters'; found: { character: string; position: number }[] }
  | { kind: 'year-code'; code: string }
  | { kind: 'check-digit'; expected: string; found: string };

/** The model year read from position 10, always an inference between two 30-year cycles. */
export interface VinModelYear {
  year: number;
  /** Position 10's character. */
  code: string;
  /** The year the same code stands for in the other cycle. */
  otherYear: number;
  /**
   * How the cycle was chosen: position 7 (a digit: 1980-2009, a letter: 2010-2039), or the
   * earlier cycle because the later one would be a model year not yet sold.
   */
  basis: 'position-7' | 'not-future';
}

export interface DecodedVin {
  /** The VIN as read: upper case, no spaces. */
  vin: string;
  wmi: string;
  /** null: a make our table does not list (the visitor chooses the brand). */
  maker: VinMaker | null;
  /** First character 1-5: built for North America, where the check digit is required. */
  northAmerican: boolean;
  /** 'valid' when the check digit was verified, 'not-checked' outside North America. */
  checkDigit: 'valid' | 'not-checked';
  /** null when position 10 holds no year code (outside North America it need not). */
  modelYear: VinModelYear | null;
}

export type VinResult =
  { ok: true; decoded: DecodedVin } | { ok: false; vin: string; problems: VinProblem[] };

function letterValue(character: string): number | null {
  if (/^[0-9]$/.test(character)) return Number(character);
  const index = LETTER_VALUES.indexOf(character);
  return index >= 0 && index % 2 === 0 ? Number(LETTER_VALUES[index + 1]) : null;
}

/** The check digit (0-9 or X) a 17-character VIN of valid characters should carry. */
export function expectedCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i += 1) sum += (letterValue(vin[i] ?? '') ?? 0) * WEIGHTS[i]!;
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * The model year of position 10's code. The code repeats every 30 years (A: 1980 or 2010):
 * position 7 chooses, a digit meaning 1980-2009 and a letter 2010-2039, unless that year is
 * later than next year's models, when the earlier cycle is taken.
 */
export function modelYearOf(vin: string, now: Date = new Date()): VinModelYear | null {
  const code = vin[YEAR_POSITION - 1] ?? '';
  const index = YEAR_CODES.indexOf(code);
  if (code === '' || index < 0) return null;
  const early = FIRST_CYCLE_START + index;
  const late = early + CYCLE_YEARS;
  const byPosition7 = /[0-9]/.test(vin[CYCLE_POSITION - 1] ?? '') ? early : late;
  const latestModelYear = now.getFullYear() + 1;
  if (byPosition7 > latestModelYear) {
    return { year: early, code, otherYear: late, basis: 'not-future' };
  }
  return {
    year: byPosition7,
    code,
    otherYear: byPosition7 === early ? late : early,
    basis: 'position-7',
  };
}

function characterProblems(vin: string): VinProblem[] {
  const forbidden: { letter: ForbiddenLetter; position: number }[] = [];
  const invalid: { character: string; position: number }[] = [];
  [...vin].forEach((character, index) => {
    if (character === 'I' || character === 'O' || character === 'Q') {
      forbidden.push({ letter: character, position: index + 1 });
    } else if (!/^[A-Z0-9]$/.test(character)) {
      invalid.push({ character, position: index + 1 });
    }
  });
  const problems: VinProblem[] = [];
  if (forbidden.length > 0) problems.push({ kind: 'forbidden-letters', found: forbidden });
  if (invalid.length > 0) problems.push({ kind: 'invalid-characters', found: invalid });
  return problems;
}

/**
 * Checks and decodes a VIN as typed. Every problem found is listed (a short VIN may also hold
 * an O); the check digit and the year code are judged only once the characters and length
 * are right.
 */
export function decodeVin(input: string, now: Date = new Date()): VinResult {
  const vin = normalizeVin(input);
  if (vin === '') return { ok: false, vin, problems: [{ kind: 'empty' }] };
  const problems = characterProblems(vin);
  const length = [...vin].length;
  if (length !== VIN_LENGTH) problems.push({ kind: 'length', length });
  if (problems.length > 0) return { ok: false, vin, problems };

  const wmi = vin.slice(0, 3);
  const northAmerican = /^[1-5]/.test(vin);
  const modelYear = modelYearOf(vin, now);
  if (northAmerican) {
    if (modelYear === null) {
      problems.push({ kind: 'year-code', code: vin[YEAR_POSITION - 1]! });
    }
    const expected = expectedCheckDigit(vin);
    const found = vin[CHECK_POSITION - 1]!;
    if (found !== expected) problems.push({ kind: 'check-digit', expected, found });
    if (problems.length > 0) return { ok: false, vin, problems };
  }
  return {
    ok: true,
    decoded: {
      vin,
      wmi,
      maker: makerOfWmi(wmi),
      northAmerican,
      checkDigit: northAmerican ? 'valid' : 'not-checked',
      modelYear,
    },
  };
}
