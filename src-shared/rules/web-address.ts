// The one check of a web address JobDesk keeps (the board's address, a job's application URL): an
// absolute http:// or https:// URL that parses; and what more the board's address must be, since the
// board's API key goes there.
import { isUnroutableHost } from './unroutable-host.ts';

/** Why `text` is not an http(s) address: `scheme` (another or no scheme), `invalid`, or null when it is one. */
export function webAddressProblem(text: string): 'scheme' | 'invalid' | null {
  if (!/^https?:\/\//i.test(text)) return 'scheme';
  // The WHATWG parser would quietly percent-encode inner spaces; a pasted sentence is not an address.
  if (/\s/.test(text) || !URL.canParse(text)) return 'invalid';
  return null;
}

export type BoardAddressProblem = 'scheme' | 'invalid' | 'credentials' | 'unroutable';

/**
 * Why `text` cannot be the job board's address: not an http(s) address; `credentials`, a user name or
 * password before the host (`user:pass@`), which fetch would send to whoever answers; `unroutable`, a
 * link-local or unspecified host (169.254.169.254 in any spelling, fe80::, 0.0.0.0, ::). Null when it can.
 */
export function boardAddressProblem(text: string): BoardAddressProblem | null {
  const problem = webAddressProblem(text);
  if (problem !== null) return problem;
  const url = new URL(text);
  if (url.username !== '' || url.password !== '' || /^[a-z]+:\/\/[^/?#]*@/i.test(text)) return 'credentials';
  if (isUnroutableHost(url.hostname)) return 'unroutable';
  return null;
}

/**
 * Whether a key sent to `text` would cross a network in clear: an http:// address whose host is not this
 * computer's loopback (127.0.0.0/8, ::1, localhost). A board on this computer needs no TLS; anywhere else,
 * anyone on the way could read the key. False for anything that is not an http:// address.
 */
export function isUnencryptedRemoteAddress(text: string): boolean {
  const trimmed = text.trim();
  if (!/^http:\/\//i.test(trimmed) || !URL.canParse(trimmed)) return false;
  // The parser writes IPv4 in any spelling (0x7f.1, 2130706433) as dotted decimal, and lowercases names.
  const host = new URL(trimmed).hostname;
  const loopback =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
  return !loopback;
}

/**
 * The board's address as JobDesk keeps it and compares it (a key is bound to it): the parser's form
 * (lowercase scheme and host, IPv4 in dotted decimal) without a trailing slash.
 */
export function normalizeBoardAddress(text: string): string {
  return new URL(text.trim()).href.replace(/\/+$/, '');
}
