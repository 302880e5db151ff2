// The one check of a web address JobDesk keeps (the board's address, a job's application URL): an
// absolute http:// or https:// URL that parses. Each caller words its own message around it.

/** Why `text` is not an http(s) address: `scheme` (another or no scheme), `invalid`, or null when it is one. */
export function webAddressProblem(text: string): 'scheme' | 'invalid' | null {
  if (!/^https?:\/\//i.test(text)) return 'scheme';
  // The WHATWG parser would quietly percent-encode inner spaces; a pasted sentence is not an address.
  if (/\s/.test(text) || !URL.canParse(text)) return 'invalid';
  return null;
}
