import { ticketLimits } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { ticketReplyText } from "./ticket-mail-text";

describe("ticketReplyText", () => {
  it("keeps what the person wrote above the quoted mail, without the quote or its header", () => {
    const mail = [
      "The access point in room 12 is back, thanks.",
      "",
      "Ana",
      "",
      "On Mon, 2 Mar 2026 at 10:04, Ondine Support <ticket-42-7-0123456789abcdef0123@tickets.ondine.test> wrote:",
      "> Hello Ana,",
      ">",
      "> We restarted it this morning.",
      "> -- ",
      "> Ondine",
    ].join("\r\n");
    expect(ticketReplyText(mail)).toBe("The access point in room 12 is back, thanks.\n\nAna");
  });

  it.each([
    ["fr", "Le lun. 2 mars 2026 à 10:04, Support Ondine <support@ondine.test> a écrit :"],
    ["es", "El lun, 2 mar 2026 a las 10:04, Soporte Ondine (<support@ondine.test>) escribió:"],
    ["de", "Am Mo., 2. März 2026 um 10:04 Uhr schrieb Ondine Support <support@ondine.test>:"],
    ["nl", "Op ma 2 mrt 2026 om 10:04 schreef Ondine Support <support@ondine.test>:"],
    ["zh", "在 2026年3月2日 10:04，Ondine Support <support@ondine.test> 写道："],
  ])("removes the quote header in %s", (_language, header) => {
    expect(ticketReplyText(`Merci.\n\n${header}\n> Bonjour,\n> ...`)).toBe("Merci.");
  });

  it("removes a quote header the mail program wrapped on two lines", () => {
    const mail = "Thanks!\n\nOn Mon, 2 Mar 2026 at 10:04, Ondine Support <\nsupport@ondine.test> wrote:\n\n> Hello";
    expect(ticketReplyText(mail)).toBe("Thanks!");
  });

  it("keeps answers written between quoted lines", () => {
    const mail = [
      "On Mon, 2 Mar 2026, Ondine Support wrote:",
      "> Which room?",
      "Room 12.",
      "> Since when?",
      "Since Friday.",
    ].join("\n");
    expect(ticketReplyText(mail)).toBe("Room 12.\nSince Friday.");
  });

  it("keeps a sentence shaped like a quote header when no quoted line follows it", () => {
    const mail = "On Monday the technician wrote:\nall access points are fine.\n\nOn Tuesday they were down.";
    expect(ticketReplyText(mail)).toBe(mail);
  });

  it("drops everything after a quoted mail's separator (Outlook quotes without >)", () => {
    expect(ticketReplyText("Done.\n\n-----Original Message-----\nFrom: Ondine\nHello")).toBe("Done.");
    expect(ticketReplyText("Fait.\n\n-------- Message d'origine --------\nDe : Ondine")).toBe("Fait.");
    expect(ticketReplyText("Done.\n________________________________\nFrom: Ondine\nSent: Monday")).toBe("Done.");
  });

  it("takes out NUL characters and runs of blank lines", () => {
    expect(ticketReplyText("\n\nOne\u0000 line\n\n\n\n\nAnother\n\n")).toBe("One line\n\nAnother");
  });

  it("answers an empty text for a mail that only quotes", () => {
    expect(ticketReplyText("On Mon, 2 Mar 2026, Ondine wrote:\n> Hello\n> Bye")).toBe("");
  });

  it("caps the text at a message's limit without cutting a character in two", () => {
    expect(ticketReplyText("a".repeat(ticketLimits.message + 10))).toHaveLength(ticketLimits.message);
    const text = `${"a".repeat(ticketLimits.message - 1)}😀`;
    expect(ticketReplyText(text)).toBe("a".repeat(ticketLimits.message - 1));
  });
});
