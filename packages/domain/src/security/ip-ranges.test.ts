import { describe, expect, it } from "vitest";
import { isAddressAllowed, isAddressAllowedByEach, parseCidrRange } from "./ip-ranges";
import { isHeldToOrganismSecurity } from "./organism-security-exemption";

const normalised = (text: string) => {
  const parsed = parseCidrRange(text);
  return parsed.ok ? parsed.normalised : undefined;
};

describe("parseCidrRange", () => {
  it("reads IPv4 ranges, zeroing the host bits", () => {
    expect(normalised("192.0.2.0/24")).toBe("192.0.2.0/24");
    expect(normalised("192.0.2.77/24")).toBe("192.0.2.0/24");
    expect(normalised("10.200.3.4/9")).toBe("10.128.0.0/9");
    expect(normalised("  198.51.100.7/32 ")).toBe("198.51.100.7/32");
  });

  it("takes a bare address as one address: /32 or /128", () => {
    expect(normalised("203.0.113.9")).toBe("203.0.113.9/32");
    expect(normalised("2001:db8::1")).toBe("2001:db8::1/128");
  });

  it("accepts the prefix bounds and refuses past them", () => {
    expect(normalised("203.0.113.9/0")).toBe("0.0.0.0/0");
    expect(normalised("203.0.113.9/32")).toBe("203.0.113.9/32");
    expect(normalised("2001:db8::9/0")).toBe("::/0");
    expect(normalised("2001:db8::9/128")).toBe("2001:db8::9/128");
    expect(parseCidrRange("203.0.113.9/33")).toEqual({ ok: false });
    expect(parseCidrRange("2001:db8::/129")).toEqual({ ok: false });
    expect(parseCidrRange("192.0.2.0/-1")).toEqual({ ok: false });
    expect(parseCidrRange("192.0.2.0/")).toEqual({ ok: false });
    expect(parseCidrRange("192.0.2.0/24/8")).toEqual({ ok: false });
  });

  it("writes IPv6 as RFC 5952 does: lowercase, no leading zeros, the longest zero run as ::", () => {
    expect(normalised("2001:0DB8:0000:0000:0000:0000:0000:0001")).toBe("2001:db8::1/128");
    expect(normalised("2001:db8:0:0:1:0:0:1")).toBe("2001:db8::1:0:0:1/128");
    expect(normalised("2001:db8:0:1:0:0:0:1")).toBe("2001:db8:0:1::1/128");
    // A single zero group stays a 0, never ::.
    expect(normalised("2001:db8:0:1:1:1:1:1")).toBe("2001:db8:0:1:1:1:1:1/128");
    expect(normalised("::")).toBe("::/128");
    expect(normalised("::1")).toBe("::1/128");
    expect(normalised("fe80::")).toBe("fe80::/128");
    expect(normalised("2001:db8:abcd:12ff::/48")).toBe("2001:db8:abcd::/48");
  });

  it("reads an embedded IPv4 tail, and an IPv4-mapped range as its IPv4 range", () => {
    expect(normalised("64:ff9b::192.0.2.33")).toBe("64:ff9b::c000:221/128");
    expect(normalised("::ffff:192.0.2.7")).toBe("192.0.2.7/32");
    expect(normalised("::ffff:192.0.2.0/120")).toBe("192.0.2.0/24");
    expect(normalised("::ffff:0:0/96")).toBe("0.0.0.0/0");
  });

  it("refuses octets with a leading zero, whose meaning is uncertain (octal or decimal)", () => {
    expect(parseCidrRange("010.0.0.1")).toEqual({ ok: false });
    expect(parseCidrRange("192.168.01.1/32")).toEqual({ ok: false });
    expect(parseCidrRange("192.0.2.0/024")).toEqual({ ok: false });
    expect(normalised("0.0.0.0/0")).toBe("0.0.0.0/0");
  });

  it("refuses what is not a range", () => {
    for (const text of [
      "",
      " ",
      "garbage",
      "192.0.2",
      "192.0.2.0.1",
      "256.0.0.1",
      "192.0.2.x/24",
      "1e2.0.0.1",
      "0x7f.0.0.1",
      "2001:db8:::1",
      "2001:db8::1::2",
      "1:2:3:4:5:6:7:8:9",
      "1:2:3:4:5:6:7",
      "1:2:3:4:5:6:7:8::",
      "12345::1",
      "g::1",
      ":1:2:3:4:5:6:7",
      "1.2.3.4::1",
      "::1.2.3",
      "fe80::1%eth0",
      "192.0.2.0 /24",
      "192.0.2.0/24 10.0.0.0/8",
    ]) {
      expect(parseCidrRange(text), text).toEqual({ ok: false });
    }
  });

  it("refuses input past the length bound without reading it", () => {
    expect(parseCidrRange(`${"0".repeat(60)}:1/128`)).toEqual({ ok: false });
    expect(parseCidrRange(`1${"1:".repeat(100_000)}`)).toEqual({ ok: false });
    expect(parseCidrRange(`${" ".repeat(1_000_000)}192.0.2.1`)).toEqual({ ok: false });
  });
});

describe("isAddressAllowed", () => {
  it("admits any address when there is no range", () => {
    expect(isAddressAllowed("192.0.2.1", [])).toBe(true);
    expect(isAddressAllowed("not an address", [])).toBe(true);
  });

  it("matches IPv4 addresses against IPv4 ranges", () => {
    const ranges = ["192.0.2.0/24", "198.51.100.7/32"];
    expect(isAddressAllowed("192.0.2.0", ranges)).toBe(true);
    expect(isAddressAllowed("192.0.2.255", ranges)).toBe(true);
    expect(isAddressAllowed("192.0.3.0", ranges)).toBe(false);
    expect(isAddressAllowed("198.51.100.7", ranges)).toBe(true);
    expect(isAddressAllowed("198.51.100.8", ranges)).toBe(false);
    expect(isAddressAllowed("10.0.0.1", ["0.0.0.0/0"])).toBe(true);
  });

  it("matches IPv6 addresses against IPv6 ranges, whatever their spelling", () => {
    const ranges = ["2001:db8::/32"];
    expect(isAddressAllowed("2001:db8:ffff::1", ranges)).toBe(true);
    expect(isAddressAllowed("2001:0DB8:0:0:0:0:0:1", ranges)).toBe(true);
    expect(isAddressAllowed("2001:db9::1", ranges)).toBe(false);
    expect(isAddressAllowed("2001:db8::1", ["2001:db8::1/128"])).toBe(true);
    expect(isAddressAllowed("2001:db8::2", ["2001:db8::1/128"])).toBe(false);
    expect(isAddressAllowed("2001:db8::2", ["::/0"])).toBe(true);
    // An IPv6 address is never inside an IPv4 range.
    expect(isAddressAllowed("2001:db8::2", ["0.0.0.0/0"])).toBe(false);
  });

  it("matches an IPv4-mapped IPv6 address as its IPv4 form", () => {
    expect(isAddressAllowed("::ffff:192.0.2.7", ["192.0.2.0/24"])).toBe(true);
    expect(isAddressAllowed("::FFFF:c000:0207", ["192.0.2.0/24"])).toBe(true);
    expect(isAddressAllowed("::ffff:192.0.3.7", ["192.0.2.0/24"])).toBe(false);
    // ...and an IPv4 address inside an IPv6 range that holds its mapped form.
    expect(isAddressAllowed("192.0.2.7", ["::/0"])).toBe(true);
    expect(isAddressAllowed("192.0.2.7", ["2001:db8::/32"])).toBe(false);
  });

  it("drops an IPv6 zone id before matching", () => {
    expect(isAddressAllowed("fe80::1%eth0", ["fe80::/10"])).toBe(true);
    expect(isAddressAllowed("fe80::1%25", ["2001:db8::/32"])).toBe(false);
  });

  it("admits no unreadable or overlong address, and ignores ranges that cannot be read", () => {
    expect(isAddressAllowed("", ["0.0.0.0/0"])).toBe(false);
    expect(isAddressAllowed("unknown", ["0.0.0.0/0", "::/0"])).toBe(false);
    expect(isAddressAllowed(`::ffff:192.0.2.7${"%".repeat(200)}`, ["192.0.2.0/24"])).toBe(false);
    expect(isAddressAllowed("192.0.2.7", ["garbage"])).toBe(false);
    expect(isAddressAllowed("192.0.2.7", ["garbage", "192.0.2.0/24"])).toBe(true);
  });

  it("asks a member of several organisms to be inside each set", () => {
    const sets = [["192.0.2.0/24"], ["192.0.2.128/25", "2001:db8::/32"]];
    expect(isAddressAllowedByEach("192.0.2.200", sets)).toBe(true);
    expect(isAddressAllowedByEach("192.0.2.10", sets)).toBe(false);
    expect(isAddressAllowedByEach("203.0.113.1", [])).toBe(true);
  });
});

describe("isHeldToOrganismSecurity", () => {
  it("holds members, not admins or the support desk", () => {
    expect(isHeldToOrganismSecurity({ admin: false, roleFlags: ["supervision"] })).toBe(true);
    expect(isHeldToOrganismSecurity({ admin: true, roleFlags: [] })).toBe(false);
    expect(isHeldToOrganismSecurity({ admin: false, roleFlags: ["requests", "support_desk"] })).toBe(false);
  });
});
