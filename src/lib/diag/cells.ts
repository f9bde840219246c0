/**
 * What a result cell holds: a coverage mark, a function list, or text.
 */

/** Columns whose cells are comma-separated function numbers opening a popup. */
export const FUNCTION_FIELDS: readonly string[] = ['special_functions', 'actuation_test'];

export type CoverageMark = 'supported' | 'conditional' | 'unsupported';

/** The three marks, their symbols and what they mean (read by screen readers, the legend). */
export const COVERAGE_MARKS: Record<CoverageMark, { symbol: string; meaning: string }> = {
  supported: { symbol: '√', meaning: 'Supported' },
  conditional: { symbol: '※', meaning: 'Conditional' },
  unsupported: { symbol: '×', meaning: 'Not supported' },
};

/** The marks in the legend's order. */
export const MARK_ORDER: readonly CoverageMark[] = ['supported', 'conditional', 'unsupported'];

/** The mark a cell's value stands for, or null for plain text. A blank cell is ×. */
export function coverageMark(value: string): CoverageMark | null {
  switch (value.trim()) {
    case '√':
      return 'supported';
    case '※':
      return 'conditional';
    case '×':
    case '':
      return 'unsupported';
    default:
      return null;
  }
}

/**
 * Whether a column holds marks, so that its blank cells mean ×: not a filter column, and
 * its filled cells (on the page shown) are all √ ※ ×. A text column (a remark) keeps its
 * blanks blank.
 */
export function isMarkColumn(
  column: { field: string; filter: boolean },
  rows: Record<string, string>[],
): boolean {
  if (column.filter) return false;
  const filled = rows.map((row) => row[column.field] ?? '').filter((v) => v.trim() !== '');
  return filled.length > 0 && filled.every((value) => coverageMark(value) !== null);
}

export function isFunctionField(field: string): boolean {
  return FUNCTION_FIELDS.includes(field);
}

/** The function numbers of a cell ("12, 15,,18" → ["12", "15", "18"]). */
export function functionNumbers(value: string): string[] {
  return value
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
}
