/**
 * CSV for spreadsheets (RFC 4180, CRLF rows). A cell that a spreadsheet would read as a formula
 * (starting with =, +, -, @, tab or CR) gets a leading apostrophe, so a downloaded table can
 * never run a company's or a visitor's text as a formula (CSV injection).
 */
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/**
 * THE rule against formula injection, for every spreadsheet the product writes (this CSV and
 * the .xlsx export): a text a spreadsheet would read as a formula gets a leading apostrophe.
 */
export function neutraliseFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

export function csvCell(text: string): string {
  const safe = neutraliseFormula(text);
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
}
