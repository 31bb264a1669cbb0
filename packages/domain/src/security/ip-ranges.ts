// Address ranges of an organism (docs/security.md "Organism security"): CIDR
// text read and written back in one form, and the check of a client address
// against them. Pure code, no Node `net`: the console uses it too, to warn an
// admin whose own address a change would refuse.

/** Longest range text read (the body schema's `cidrRangeTextSchema` bound). */
export const maxCidrRangeLength = 64;
/** Longest address read: an IPv6 address with an embedded IPv4 and a zone id. */
export const maxAddressLength = 100;

/** The field error of a range that cannot be read (`errors["ip_ranges.N"]`). */
export const invalidRangeMessage = "organismSecurity.errors.invalid_range";

export type CidrParse = { ok: true; normalised: string } | { ok: false };

/** An address as its bytes: 4 for IPv4, 16 for IPv6. */
type AddressBytes = Uint8Array;
type CidrRange = { bytes: AddressBytes; prefix: number };

const decimalOctet = /^(?:0|[1-9]\d{0,2})$/;
const hexGroup = /^[0-9a-fA-F]{1,4}$/;
const decimalPrefix = /^(?:0|[1-9]\d{0,2})$/;

/**
 * Dotted-quad IPv4, four decimal parts of 0 to 255. A part with a leading
 * zero (`010`) is refused: some readers take it as octal, so what it means
 * is not certain.
 */
function parseIpv4(text: string): AddressBytes | undefined {
  const parts = text.split(".");
  if (parts.length !== 4) return undefined;
  const bytes = new Uint8Array(4);
  for (const [index, part] of parts.entries()) {
    if (!decimalOctet.test(part)) return undefined;
    const value = Number(part);
    if (value > 255) return undefined;
    bytes[index] = value;
  }
  return bytes;
}

/** Colon-separated groups: at most one `::`, an optional dotted IPv4 tail counting for two groups. */
function parseIpv6(text: string): AddressBytes | undefined {
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const groupsOf = (half: string): number[] | undefined => {
    if (half === "") return [];
    const parts = half.split(":");
    const groups: number[] = [];
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1 && part.includes(".")) {
        const ipv4 = parseIpv4(part);
        if (!ipv4) return undefined;
        groups.push(((ipv4[0] as number) << 8) | (ipv4[1] as number), ((ipv4[2] as number) << 8) | (ipv4[3] as number));
      } else {
        if (!hexGroup.test(part)) return undefined;
        groups.push(Number.parseInt(part, 16));
      }
    }
    return groups;
  };
  const head = groupsOf(halves[0] as string);
  const tail = halves.length === 2 ? groupsOf(halves[1] as string) : [];
  if (!head || !tail) return undefined;
  // A dotted IPv4 may only end the address, never stand before `::`.
  if (halves.length === 2 && (halves[0] as string).includes(".")) return undefined;
  const written = head.length + tail.length;
  if (halves.length === 2 ? written > 7 : written !== 8) return undefined;
  const groups = [...head, ...new Array<number>(8 - written).fill(0), ...tail];
  const bytes = new Uint8Array(16);
  for (const [index, group] of groups.entries()) {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  }
  return bytes;
}

function parseAddress(text: string): AddressBytes | undefined {
  return text.includes(":") ? parseIpv6(text) : parseIpv4(text);
}

/** `::ffff:a.b.c.d`: the first 10 bytes zero, then two 0xff. */
function isIpv4Mapped(bytes: AddressBytes): boolean {
  return (
    bytes.length === 16 && bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff
  );
}

function mappedToIpv6(ipv4: AddressBytes): AddressBytes {
  const bytes = new Uint8Array(16);
  bytes[10] = 0xff;
  bytes[11] = 0xff;
  bytes.set(ipv4, 12);
  return bytes;
}

/** The address with every bit past the prefix set to zero. */
function networkOf(bytes: AddressBytes, prefix: number): AddressBytes {
  const network = new Uint8Array(bytes.length);
  for (let index = 0; index < bytes.length; index += 1) {
    const kept = Math.min(8, Math.max(0, prefix - index * 8));
    network[index] = (bytes[index] as number) & ((0xff << (8 - kept)) & 0xff);
  }
  return network;
}

function formatIpv4(bytes: AddressBytes): string {
  return [...bytes].join(".");
}

/** RFC 5952: lowercase, no leading zeros, the longest run of two or more zero groups (the first of equals) as `::`. */
function formatIpv6(bytes: AddressBytes): string {
  const groups = Array.from(
    { length: 8 },
    (_, index) => ((bytes[index * 2] as number) << 8) | (bytes[index * 2 + 1] as number),
  );
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; ) {
    if (groups[start] !== 0) {
      start += 1;
      continue;
    }
    let end = start;
    while (end < 8 && groups[end] === 0) end += 1;
    if (end - start > bestLength) {
      bestStart = start;
      bestLength = end - start;
    }
    start = end;
  }
  const hex = (from: number, to: number) =>
    groups
      .slice(from, to)
      .map((group) => group.toString(16))
      .join(":");
  if (bestStart < 0) return hex(0, 8);
  return `${hex(0, bestStart)}::${hex(bestStart + bestLength, 8)}`;
}

function readRange(text: string): CidrRange | undefined {
  if (text.length > maxCidrRangeLength) return undefined;
  const slash = text.indexOf("/");
  const addressText = slash < 0 ? text : text.slice(0, slash);
  const bytes = parseAddress(addressText);
  if (!bytes) return undefined;
  const bits = bytes.length * 8;
  let prefix = bits;
  if (slash >= 0) {
    const prefixText = text.slice(slash + 1);
    if (!decimalPrefix.test(prefixText)) return undefined;
    prefix = Number(prefixText);
    if (prefix > bits) return undefined;
  }
  // An IPv4-mapped range is the IPv4 range it maps, as addresses are read.
  if (isIpv4Mapped(bytes) && prefix >= 96)
    return { bytes: networkOf(bytes.slice(12), prefix - 96), prefix: prefix - 96 };
  return { bytes: networkOf(bytes, prefix), prefix };
}

/**
 * A CIDR range as typed (`192.0.2.0/24`, `2001:DB8::/32`, or one address:
 * /32 or /128), in its one written form: host bits zeroed, IPv6 as RFC 5952
 * writes it, an IPv4-mapped range as its IPv4 range.
 */
export function parseCidrRange(text: string): CidrParse {
  // Bounded work: a text far past the bound is refused before it is even trimmed.
  if (text.length > maxCidrRangeLength * 4) return { ok: false };
  const range = readRange(text.trim());
  if (!range) return { ok: false };
  const address = range.bytes.length === 4 ? formatIpv4(range.bytes) : formatIpv6(range.bytes);
  return { ok: true, normalised: `${address}/${range.prefix}` };
}

function rangeContains(range: CidrRange, address: AddressBytes): boolean {
  if (range.bytes.length !== address.length) return false;
  const network = networkOf(address, range.prefix);
  return network.every((byte, index) => byte === range.bytes[index]);
}

/** A client address read for matching: its zone id dropped, an IPv4-mapped IPv6 address as its IPv4 form. */
function readClientAddress(address: string): AddressBytes | undefined {
  if (address.length > maxAddressLength) return undefined;
  const zone = address.indexOf("%");
  const bytes = parseAddress(zone < 0 ? address : address.slice(0, zone));
  if (!bytes) return undefined;
  return isIpv4Mapped(bytes) ? bytes.slice(12) : bytes;
}

/**
 * Whether a client address is inside one of the ranges; any address when
 * there is none. An address that cannot be read is inside none. An IPv4
 * address is also inside an IPv6 range holding its mapped form (`::/0`).
 */
export function isAddressAllowed(address: string, ranges: readonly string[]): boolean {
  if (ranges.length === 0) return true;
  const client = readClientAddress(address);
  if (!client) return false;
  const mapped = client.length === 4 ? mappedToIpv6(client) : undefined;
  return ranges.some((text) => {
    const range = readRange(text);
    if (!range) return false;
    return rangeContains(range, client) || (mapped !== undefined && rangeContains(range, mapped));
  });
}

/** Whether the address is admitted by every set: a member of several organisms answers to each one that has ranges. */
export function isAddressAllowedByEach(address: string, rangeSets: readonly (readonly string[])[]): boolean {
  return rangeSets.every((ranges) => isAddressAllowed(address, ranges));
}

/**
 * The ranges as stored: each normalised, repeats dropped (the first kept),
 * or the indexes of those that cannot be read (the form and the server
 * report them on `ip_ranges.N`).
 */
export function normaliseCidrRanges(
  texts: readonly string[],
): { ok: true; ranges: string[] } | { ok: false; invalidIndexes: number[] } {
  const ranges: string[] = [];
  const invalidIndexes: number[] = [];
  for (const [index, text] of texts.entries()) {
    const parsed = parseCidrRange(text);
    if (!parsed.ok) invalidIndexes.push(index);
    else if (!ranges.includes(parsed.normalised)) ranges.push(parsed.normalised);
  }
  return invalidIndexes.length > 0 ? { ok: false, invalidIndexes } : { ok: true, ranges };
}
