import { lookup } from "node:dns/promises";
import { BlockList, isIPv4, isIPv6 } from "node:net";

// The address guard (docs/webhooks.md#guard): a receiver's URL is a customer's choice and the server posts
// from inside the provider's network, so its host is resolved once, every address checked, and the
// connection made to the address checked (webhook-sender.ts pins it).

/** Why an attempt is refused before any connection: the log's and the form's words. */
export type WebhookAddressRefusal = "address_refused" | "dns" | "https_required";

/** The address to connect to, checked; or why none may be. */
export type WebhookAddressCheck = { address: string; family: 4 | 6 } | { refused: WebhookAddressRefusal };

/** Every address of a name, as `dns.lookup(name, { all: true })` answers (a test passes its own). */
export type WebhookResolver = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

const systemResolver: WebhookResolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** The loopback: allowed with WEBHOOKS_ALLOW_LOCAL (development and tests), refused otherwise. */
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/**
 * IPv4 ranges no receiver lives in (IANA's special-purpose registry, RFC 6890 and later): unspecified,
 * private, shared (carrier-grade NAT), link-local with the clouds' metadata address, the IETF's
 * protocol assignments, documentation, the 6to4 relays, benchmarking, multicast, reserved and broadcast.
 */
const refusedIpv4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  refusedIpv4.addSubnet(network, prefix, "ipv4");
}

/**
 * IPv6 inside the global unicast block (2000::/3) that no receiver lives in: Teredo (its client's IPv4
 * is hidden), benchmarking, ORCHID, documentation (both blocks). Everything outside 2000::/3 is refused
 * too (unspecified, loopback, unique local fc00::/7, link-local fe80::/10, site-local, multicast,
 * discard-only, SRv6), but the forms that carry an IPv4, which are judged by it.
 */
const refusedGlobalIpv6 = new BlockList();
for (const [network, prefix] of [
  ["2001::", 32],
  ["2001:2::", 48],
  ["2001:10::", 28],
  ["2001:20::", 28],
  ["2001:db8::", 32],
  ["3fff::", 20],
] as const) {
  refusedGlobalIpv6.addSubnet(network, prefix, "ipv6");
}

/** An IPv4's four bytes. */
function ipv4Bytes(text: string): number[] {
  return text.split(".").map(Number);
}

/** An IPv6's sixteen bytes (a trailing dotted IPv4 and `::` read; a zone `%eth0` dropped). */
export function ipv6Bytes(text: string): number[] {
  const address = text.split("%")[0] as string;
  let groups: number[] = [];
  const readGroups = (part: string): number[] => {
    if (part === "") return [];
    const words: number[] = [];
    for (const piece of part.split(":")) {
      if (piece.includes(".")) {
        const [a, b, c, d] = ipv4Bytes(piece) as [number, number, number, number];
        words.push((a << 8) | b, (c << 8) | d);
      } else words.push(Number.parseInt(piece, 16));
    }
    return words;
  };
  const [head, tail] = address.split("::") as [string, string | undefined];
  if (tail === undefined) groups = readGroups(head);
  else {
    const before = readGroups(head);
    const after = readGroups(tail);
    groups = [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
  }
  return groups.flatMap((word) => [word >> 8, word & 0xff]);
}

const startsWith = (bytes: readonly number[], prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/**
 * The IPv4 an IPv6 address maps or embeds, which decides for it: IPv4-mapped `::ffff:a.b.c.d`, the
 * deprecated IPv4-compatible `::a.b.c.d`, NAT64's well-known prefix `64:ff9b::/96`, 6to4 `2002:a.b.c.d::/48`.
 */
function embeddedIpv4(bytes: readonly number[]): string | undefined {
  const zeros = (count: number) => Array<number>(count).fill(0);
  const dotted = (from: number) => bytes.slice(from, from + 4).join(".");
  if (startsWith(bytes, [...zeros(10), 0xff, 0xff])) return dotted(12);
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, ...zeros(8)])) return dotted(12);
  if (startsWith(bytes, [0x20, 0x02])) return dotted(2);
  // ::a.b.c.d, but not :: nor ::1 (judged as themselves).
  if (startsWith(bytes, zeros(12)) && (bytes[12] ?? 0) + (bytes[13] ?? 0) > 0) return dotted(12);
  return undefined;
}

/** What an address is to the guard: a loopback, refused, or a receiver's. */
export function webhookAddressKind(address: string): "loopback" | "refused" | "public" {
  if (isIPv4(address)) {
    if (loopback.check(address, "ipv4")) return "loopback";
    return refusedIpv4.check(address, "ipv4") ? "refused" : "public";
  }
  if (!isIPv6(address)) return "refused";
  const bytes = ipv6Bytes(address);
  const ipv4 = embeddedIpv4(bytes);
  if (ipv4 !== undefined) return webhookAddressKind(ipv4);
  const plain = address.split("%")[0] as string;
  if (loopback.check(plain, "ipv6")) return "loopback";
  // 64:ff9b:1::/48 (local-use NAT64) and everything else outside 2000::/3 lands here.
  if (((bytes[0] ?? 0) & 0xe0) !== 0x20) return "refused";
  return refusedGlobalIpv6.check(plain, "ipv6") ? "refused" : "public";
}

/** A URL's host without IPv6's brackets. */
function hostOf(url: URL): string {
  return url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * Checks where an attempt to `url` would connect (docs/webhooks.md#guard): https only, unless
 * `allowLocal` (WEBHOOKS_ALLOW_LOCAL) allows plain http; the host resolved once, all its addresses (an
 * IP literal taken as is), and refused when any of them is loopback (unless `allowLocal`), private,
 * link-local, shared, unspecified, multicast, reserved, documentation or benchmarking, or an IPv6 form
 * of one. Answers the first address to connect to, which the sender pins, so a name that resolves
 * elsewhere at the connection (DNS rebinding) is never followed.
 */
export async function refusedWebhookAddress(
  url: URL,
  options: { allowLocal: boolean },
  resolve: WebhookResolver = systemResolver,
): Promise<WebhookAddressCheck> {
  if (url.protocol !== "https:" && !(url.protocol === "http:" && options.allowLocal)) {
    return { refused: "https_required" };
  }
  const host = hostOf(url);
  let addresses: readonly { address: string; family: number }[];
  if (isIPv4(host) || isIPv6(host)) addresses = [{ address: host, family: isIPv4(host) ? 4 : 6 }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      return { refused: "dns" };
    }
  }
  const [first] = addresses;
  if (!first) return { refused: "dns" };
  for (const { address } of addresses) {
    const kind = webhookAddressKind(address);
    if (kind === "refused" || (kind === "loopback" && !options.allowLocal)) return { refused: "address_refused" };
  }
  return { address: first.address, family: isIPv4(first.address) ? 4 : 6 };
}
