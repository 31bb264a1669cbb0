import { describe, expect, it, vi } from "vitest";
import { refusedWebhookAddress, type WebhookResolver, webhookAddressKind } from "./webhook-address-guard";

const strict = { allowLocal: false };
const local = { allowLocal: true };
const resolvesTo =
  (...addresses: string[]): WebhookResolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("the webhook address guard", () => {
  it.each([
    // unspecified, private, shared, link-local and the clouds' metadata address
    ["0.0.0.0", "refused"],
    ["0.1.2.3", "refused"],
    ["10.0.0.1", "refused"],
    ["172.16.0.1", "refused"],
    ["172.31.255.254", "refused"],
    ["192.168.1.10", "refused"],
    ["100.64.0.1", "refused"],
    ["100.127.255.254", "refused"],
    ["169.254.169.254", "refused"],
    ["169.254.1.1", "refused"],
    // IETF assignments, documentation, 6to4 relays, benchmarking, multicast, reserved, broadcast
    ["192.0.0.8", "refused"],
    ["192.0.2.1", "refused"],
    ["198.51.100.7", "refused"],
    ["203.0.113.9", "refused"],
    ["192.88.99.1", "refused"],
    ["198.18.0.1", "refused"],
    ["198.19.255.1", "refused"],
    ["224.0.0.251", "refused"],
    ["239.255.255.250", "refused"],
    ["240.0.0.1", "refused"],
    ["255.255.255.255", "refused"],
    // loopback
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "loopback"],
    // public neighbours of the refused blocks
    ["8.8.8.8", "public"],
    ["172.32.0.1", "public"],
    ["100.128.0.1", "public"],
    ["198.20.0.1", "public"],
    ["11.0.0.1", "public"],
    ["2a00:1450:4007:80e::200e", "public"],
    ["2606:4700:4700::1111", "public"],
    // IPv6: unspecified, unique local, link-local, site-local, multicast, documentation, Teredo, benchmarking
    ["::", "refused"],
    ["fc00::1", "refused"],
    ["fd00:ec2::254", "refused"],
    ["fe80::1", "refused"],
    ["fe80::1%eth0", "refused"],
    ["fec0::1", "refused"],
    ["ff02::1", "refused"],
    ["2001:db8::1", "refused"],
    ["3fff::1", "refused"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "refused"],
    ["2001:2::1", "refused"],
    ["100::1", "refused"],
    ["64:ff9b:1::a00:1", "refused"],
    // IPv6 forms of an IPv4, judged by it
    ["::ffff:10.0.0.1", "refused"],
    ["::ffff:a00:1", "refused"],
    ["::ffff:169.254.169.254", "refused"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:8.8.8.8", "public"],
    ["64:ff9b::10.0.0.1", "refused"],
    ["64:ff9b::a9fe:a9fe", "refused"],
    ["64:ff9b::8.8.8.8", "public"],
    ["2002:a00:1::1", "refused"],
    ["2002:c0a8:101::", "refused"],
    ["2002:808:808::1", "public"],
    ["::10.0.0.1", "refused"],
    // not an address at all
    ["pms.example", "refused"],
  ])("reads %s as %s", (address, kind) => {
    expect(webhookAddressKind(address)).toBe(kind);
  });

  it("refuses an IP literal of each refused class without asking DNS, and allows a public one", async () => {
    const resolve = vi.fn(resolvesTo("8.8.8.8"));
    for (const url of [
      "https://10.0.0.1/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://[fd00:ec2::254]/",
      "https://[::ffff:192.168.0.1]/",
      "https://[64:ff9b::a00:1]/",
      "https://[2002:a00:1::]/",
      "https://0x7f.1/",
      "https://[::]/",
    ]) {
      expect(await refusedWebhookAddress(new URL(url), strict, resolve), url).toEqual({ refused: "address_refused" });
    }
    expect(await refusedWebhookAddress(new URL("https://8.8.4.4/"), strict, resolve)).toEqual({
      address: "8.8.4.4",
      family: 4,
    });
    expect(await refusedWebhookAddress(new URL("https://[2606:4700::1]:8443/"), strict, resolve)).toEqual({
      address: "2606:4700::1",
      family: 6,
    });
    expect(resolve).not.toHaveBeenCalled();
  });

  it("allows the loopback and plain http only with WEBHOOKS_ALLOW_LOCAL, and nothing else private with it", async () => {
    expect(await refusedWebhookAddress(new URL("https://127.0.0.1:4000/"), strict)).toEqual({
      refused: "address_refused",
    });
    expect(await refusedWebhookAddress(new URL("http://8.8.8.8/"), strict)).toEqual({ refused: "https_required" });
    expect(await refusedWebhookAddress(new URL("http://127.0.0.1:4000/"), local)).toEqual({
      address: "127.0.0.1",
      family: 4,
    });
    expect(await refusedWebhookAddress(new URL("http://[::1]:4000/"), local)).toEqual({ address: "::1", family: 6 });
    expect(await refusedWebhookAddress(new URL("http://10.0.0.1/"), local)).toEqual({ refused: "address_refused" });
    expect(await refusedWebhookAddress(new URL("http://169.254.169.254/"), local)).toEqual({
      refused: "address_refused",
    });
    expect(await refusedWebhookAddress(new URL("ftp://8.8.8.8/"), local)).toEqual({ refused: "https_required" });
  });

  it("resolves a name once, all its addresses, and refuses it when any is refused", async () => {
    const resolve = vi.fn(resolvesTo("93.184.215.14", "10.0.0.7"));
    expect(await refusedWebhookAddress(new URL("https://pms.example/hook"), strict, resolve)).toEqual({
      refused: "address_refused",
    });
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(resolve).toHaveBeenCalledWith("pms.example");

    expect(
      await refusedWebhookAddress(new URL("https://internal.example/"), strict, resolvesTo("169.254.169.254")),
    ).toEqual({ refused: "address_refused" });
    expect(
      await refusedWebhookAddress(new URL("https://mapped.example/"), strict, resolvesTo("::ffff:172.16.3.4")),
    ).toEqual({ refused: "address_refused" });
    expect(
      await refusedWebhookAddress(new URL("https://pms.example/"), strict, resolvesTo("2a00:1450::1", "93.184.215.14")),
    ).toEqual({ address: "2a00:1450::1", family: 6 });
  });

  it("answers dns when the name does not resolve", async () => {
    const failing: WebhookResolver = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    expect(await refusedWebhookAddress(new URL("https://nowhere.example/"), strict, failing)).toEqual({
      refused: "dns",
    });
    expect(await refusedWebhookAddress(new URL("https://empty.example/"), strict, resolvesTo())).toEqual({
      refused: "dns",
    });
  });
});
