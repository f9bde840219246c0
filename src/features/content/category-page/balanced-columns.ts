/**
 * The column count, at most `max`, that leaves the last row fullest for `count` cards: all
 * in one row when they fit, else the widest count that fills every row, else the one whose
 * last row is fullest (5 at most 4 a row: 3 + 2, not 4 + 1). At least 1.
 */
export function balancedColumns(count: number, max: number): number {
  const limit = Math.max(1, Math.trunc(max));
  const n = Math.max(0, Math.trunc(count));
  if (n <= limit) return Math.max(1, n);
  const low = Math.max(1, Math.ceil(limit / 2));
  let best = limit;
  let bestFill = -1;
  for (let columns = limit; columns >= low; columns -= 1) {
    const last = n % columns;
    const fill = last === 0 ? 1 : last / columns;
    if (fill > bestFill) {
      best = columns;
      bestFill = fill;
    }
  }
  return best;
}
