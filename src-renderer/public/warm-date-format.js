// Runs while the app's modules download (a plain async script, before any of them is evaluated): the first
// Intl.DateTimeFormat a page makes loads the platform's date data, 25 to 50 ms on our test machines, and the
// jobs list's first rows would otherwise pay it as they render their dates. Every later formatter is made in
// well under a millisecond. The dates themselves are formatted in src/core/format.ts, in its own locale.
new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
