// A plain text table for the benches' reports: columns as wide as their widest cell, a rule under the header.
export function printTable(print: (line: string) => void, header: string[], rows: string[][]): void {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  print(line(header));
  print(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) print(line(row));
}
