/** Prints a plain text table: the first column left-aligned, the others right-aligned. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i].length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ');
  console.log(['', format(header), widths.map((w) => '-'.repeat(w)).join('  ')].join('\n'));
  for (const row of rows) console.log(format(row));
  console.log('');
}
