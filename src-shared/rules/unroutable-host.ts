// Hosts a job board cannot be at: link-local (169.254.0.0/16, fe80::/10, where cloud metadata services
// answer) and unspecified (0.0.0.0/8, ::) addresses, in every spelling the WHATWG URL parser accepts.

/**
 * Whether `hostname`, as `new URL(…).hostname` gives it, is a link-local or unspecified address. The
 * parser has already turned decimal, hex and octal IPv4 spellings into dotted decimal and IPv6 into
 * its short lowercase form in brackets, so only those two forms need reading here.
 */
export function isUnroutableHost(hostname: string): boolean {
  if (hostname.startsWith('[') && hostname.endsWith(']')) {
    const groups = ipv6Groups(hostname.slice(1, -1));
    return groups !== null && isUnroutableIpv6(groups);
  }
  const octets = ipv4Octets(hostname);
  return octets !== null && isUnroutableIpv4(octets);
}

function isUnroutableIpv4([first, second]: readonly number[]): boolean {
  return first === 0 || (first === 169 && second === 254);
}

function isUnroutableIpv6(groups: readonly number[]): boolean {
  const [first = 0] = groups;
  if (groups.every((group) => group === 0)) return true;
  if ((first & 0xffc0) === 0xfe80) return true;
  // An IPv4 address inside IPv6: mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d), or the old
  // compatible form (::a.b.c.d), whose 0.x.x.x spellings are :: and ::1, not IPv4 addresses.
  const high = groups[6] ?? 0;
  const low = groups[7] ?? 0;
  const embedded = [high >> 8, high & 0xff, low >> 8, low & 0xff];
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return isUnroutableIpv4(embedded);
  if (first === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return isUnroutableIpv4(embedded);
  if (zeros(0, 6)) return embedded[0] === 169 && embedded[1] === 254;
  return false;
}

function ipv4Octets(hostname: string): number[] | null {
  const parts = hostname.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  return parts.map(Number);
}

/** The eight 16-bit groups of an IPv6 address in the parser's form (hex groups, at most one `::`). */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string | undefined) =>
    half === undefined || half === '' ? [] : half.split(':').map((group) => Number.parseInt(group, 16));
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null;
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}
