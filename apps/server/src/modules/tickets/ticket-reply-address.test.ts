import { describe, expect, it } from "vitest";
import { readTicketReplyAddress, ticketReplyAddress } from "./ticket-reply-address";

const settings = { domain: "tickets.ondine.test", secret: "0123456789abcdef0123456789abcdef" };

describe("ticket reply addresses", () => {
  it("signs a ticket and a person into an address it reads back", () => {
    const address = ticketReplyAddress({ ticketId: 42, userId: 7 }, settings);
    expect(address).toMatch(/^ticket-42-7-[0-9a-f]{20}@tickets\.ondine\.test$/);
    expect(readTicketReplyAddress(address, settings)).toEqual({ ticketId: 42, userId: 7 });
  });

  it("gives each ticket and each person an address of their own", () => {
    const addresses = [
      ticketReplyAddress({ ticketId: 42, userId: 7 }, settings),
      ticketReplyAddress({ ticketId: 42, userId: 8 }, settings),
      ticketReplyAddress({ ticketId: 43, userId: 7 }, settings),
      ticketReplyAddress({ ticketId: 42, userId: 7 }, { ...settings, secret: `${settings.secret}!` }),
    ];
    expect(new Set(addresses.map((address) => address.split("@")[0]?.split("-")[3])).size).toBe(4);
  });

  it("reads an address whatever the case a mail server wrote it in", () => {
    const address = ticketReplyAddress({ ticketId: 42, userId: 7 }, settings);
    expect(readTicketReplyAddress(address.toUpperCase(), settings)).toEqual({ ticketId: 42, userId: 7 });
    expect(readTicketReplyAddress(address, { ...settings, domain: "Tickets.Ondine.TEST" })).toEqual({
      ticketId: 42,
      userId: 7,
    });
  });

  it("refuses an address whose signature does not match its ticket and person", () => {
    const address = ticketReplyAddress({ ticketId: 42, userId: 7 }, settings);
    const signed = address.split("@")[0]?.split("-")[3] ?? "";
    // Someone else's ticket or account under a signature they were given.
    expect(readTicketReplyAddress(`ticket-43-7-${signed}@tickets.ondine.test`, settings)).toBeUndefined();
    expect(readTicketReplyAddress(`ticket-42-8-${signed}@tickets.ondine.test`, settings)).toBeUndefined();
    // Another secret, a changed character.
    expect(readTicketReplyAddress(address, { ...settings, secret: `${settings.secret}!` })).toBeUndefined();
    const flipped = `${signed.slice(0, -1)}${signed.endsWith("0") ? "1" : "0"}`;
    expect(readTicketReplyAddress(`ticket-42-7-${flipped}@tickets.ondine.test`, settings)).toBeUndefined();
  });

  it("refuses another domain and anything not shaped as a reply address", () => {
    const address = ticketReplyAddress({ ticketId: 42, userId: 7 }, settings);
    const local = address.split("@")[0] ?? "";
    const signed = local.split("-")[3] ?? "";
    for (const refused of [
      `${local}@elsewhere.test`,
      `${local}@tickets.ondine.test.elsewhere.test`,
      `${local}@sub.tickets.ondine.test`,
      `${local}`,
      `${local}x@tickets.ondine.test`,
      `x${local}@tickets.ondine.test`,
      `${local}@tickets.ondine.test@tickets.ondine.test`,
      `ticket-042-7-${signed}@tickets.ondine.test`,
      `ticket-0-7-${signed}@tickets.ondine.test`,
      `ticket--7-${signed}@tickets.ondine.test`,
      `ticket-42-7-${signed.slice(0, 19)}@tickets.ondine.test`,
      `ticket-99999999999-7-${signed}@tickets.ondine.test`,
      `ticket-2147483648-7-${signed}@tickets.ondine.test`,
      `support@tickets.ondine.test`,
      `${local}@${"a".repeat(250)}.test`,
      "",
    ]) {
      expect(readTicketReplyAddress(refused, settings), refused).toBeUndefined();
    }
  });

  it("reads the largest ids a row may have", () => {
    const target = { ticketId: 2_147_483_647, userId: 2_147_483_647 };
    expect(readTicketReplyAddress(ticketReplyAddress(target, settings), settings)).toEqual(target);
  });
});
