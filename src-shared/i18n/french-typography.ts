// Quebec's typographic usage, as the Office québécois de la langue française gives it: a no-break space
// before the colon and inside « guillemets », and none before ; ! ? (a thin no-break space where the font
// allows: kept no-break here, so a line never starts with the sign).

const NO_BREAK_SPACE = '\u00a0';
const NARROW_NO_BREAK_SPACE = '\u202f';

/** French text with its signs' spaces made no-break: « x » and "a : b" never wrap apart. */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ :/g, `${NO_BREAK_SPACE}:`)
    .replace(/ ([;!?])/g, `${NARROW_NO_BREAK_SPACE}$1`)
    .replace(/« /g, `«${NO_BREAK_SPACE}`)
    .replace(/ »/g, `${NO_BREAK_SPACE}»`);
}
