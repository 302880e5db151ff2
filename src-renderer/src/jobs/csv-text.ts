// CSV text as spreadsheets read it (RFC 4180): cells quoted when they must be, rows ended by CRLF, and a
// byte order mark first so that Excel reads the file as UTF-8 (without it, "Montréal" arrives as "MontrÃ©al").

const BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;
// A cell starting with one of these is read by a spreadsheet as a formula (OWASP's "CSV injection"): a job
// title typed by anyone on the board must not run in the recruiter's spreadsheet.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a formula's first character made plain text with an apostrophe, then quoted when needed. */
export function csvCell(value: string): string {
  const plain = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(plain) ? `"${plain.replaceAll('"', '""')}"` : plain;
}

/** The whole file: the BOM, then each row's cells joined by commas, each row ended by CRLF. */
export function csvText(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
