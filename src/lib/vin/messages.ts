/** What the visitor reads for each way a VIN can be wrong, and for an inferred model year. */
import { VIN_LENGTH, type VinModelYear, type VinProblem } from './decode';

/** "A", "A and B", "A, B and C". */
function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function shown(character: string): string {
  return character === ' ' ? 'a space' : `“${character}”`;
}

export function vinProblemMessage(problem: VinProblem): string {
  switch (problem.kind) {
    case 'empty':
      return `Enter the VIN: ${VIN_LENGTH} letters and digits.`;
    case 'length':
      return `${problem.length < VIN_LENGTH ? 'Too short' : 'Too long'}: a VIN has ${VIN_LENGTH} characters, this one has ${problem.length}.`;
    case 'forbidden-letters': {
      const found = problem.found.map((f) => `${f.letter} at position ${f.position}`);
      return `A VIN never contains the letters I, O or Q (they read as 1 and 0): found ${listOf(found)}.`;
    }
    case 'invalid-characters': {
      const found = problem.found.map((f) => `${shown(f.character)} at position ${f.position}`);
      return `A VIN holds only letters and digits: found ${listOf(found)}.`;
    }
    case 'year-code':
      return `Position 10 holds the model year and cannot be ${shown(problem.code)} (never 0, U or Z).`;
    case 'check-digit':
      return `The check digit (position 9) does not match: expected ${problem.expected}, found ${problem.found}. Check the VIN for a typing error.`;
  }
}

/** The model year with how it was inferred ("2019, read from position 10 …"). */
export function modelYearNote(year: VinModelYear): string {
  const cycles = `“${year.code}” in position 10 stands for ${Math.min(year.year, year.otherYear)} or ${Math.max(year.year, year.otherYear)}`;
  return year.basis === 'position-7'
    ? `Inferred: ${cycles}; position 7 being a ${year.year > year.otherYear ? 'letter' : 'digit'} points to ${year.year} (the rule for cars and light trucks).`
    : `Inferred: ${cycles}; ${year.otherYear} is not on sale yet.`;
}
