import { describe, expect, it } from "vitest";
import { renderMail } from "./render-mail";

const link = "http://localhost:8080/account/password/create/abc";

describe("renderMail", () => {
  it.each([
    ["fr", "Activez votre compte Ondine"],
    ["en", "Activate your Ondine account"],
    ["es", "Active su cuenta Ondine"],
    ["de", "Aktivieren Sie Ihr Ondine-Konto"],
  ])("writes the confirmation mail in %s", (language, subject) => {
    const mail = renderMail("confirmation", language, { firstName: "Claire", link, validDays: 3 });
    expect(mail.language).toBe(language);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("Claire");
    expect(mail.html).toContain(`href="${link}"`);
  });

  it.each([
    ["fr", "Votre compte Ondine est réactivé", "Se connecter"],
    ["en", "Your Ondine account is active again", "Sign in"],
    ["es", "Su cuenta Ondine se ha reactivado", "Iniciar sesión"],
    ["de", "Ihr Ondine-Konto ist wieder aktiv", "Anmelden"],
  ])("writes the reactivation mail in %s, with the sign-in link", (language, subject, action) => {
    const signIn = "http://localhost:8080/account/login";
    const mail = renderMail("account_reactivated", language, { firstName: "Claire", link: signIn });
    expect(mail.language).toBe(language);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain("Claire");
    expect(mail.text).toContain(`${action}${language === "fr" ? " :" : ":"}\n${signIn}`);
    expect(mail.html).toContain(`href="${signIn}"`);
  });

  it("falls back to English for a language without texts", () => {
    const mail = renderMail("unlock", "zh", { firstName: "Li", link, maxAttempts: 5, lockedMinutes: 60 });
    expect(mail.language).toBe("en");
    expect(mail.subject).toBe("Your Ondine account is locked");
    expect(mail.text).toContain("After 5 failed sign-in attempts, your account is locked for 60 minutes.");
  });

  it("escapes what users typed in the HTML part only", () => {
    const mail = renderMail("two_factor_code", "en", { firstName: "<b>Eve</b>", code: "012345", validMinutes: 10 });
    expect(mail.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Eve</b>");
    expect(mail.text).toContain("Hello <b>Eve</b>,");
    expect(mail.subject).toBe("Ondine sign-in code: 012345");
  });

  it.each(["fr", "en", "es", "de"])("has every template in %s", (language) => {
    const params = { firstName: "A", link, validDays: 3, validHours: 6, maxAttempts: 5, lockedMinutes: 60 };
    for (const name of ["confirmation", "reset_password", "unlock"] as const) {
      expect(renderMail(name, language, params).language).toBe(language);
    }
    expect(renderMail("two_factor_code", language, { firstName: "A", code: "1", validMinutes: 10 }).language).toBe(
      language,
    );
    const sponsoring = {
      guestName: "Ana López",
      guestEmail: "ana@example.test",
      siteName: "Tour",
      link,
      validHours: 24,
    };
    const request = renderMail("sponsor_request", language, sponsoring);
    expect(request.language).toBe(language);
    expect(request.text).toContain(link);
    expect(request.text).toContain("ana@example.test");
    const code = { firstName: "Ana", code: "AB12CD34", siteName: "Tour", endsAt: new Date("2026-06-20T21:59:59.999Z") };
    const sponsored = renderMail("sponsored_code", language, code);
    expect(sponsored.text).toContain("AB12CD34");
    expect(sponsored.text).toMatch(/20[/.]06[/.]2026 23:59/);
  });

  const ticketReply = {
    firstName: "Ana",
    authorName: "Léa Martin",
    issueNumber: "T-000042",
    subject: "Wi-Fi down in room 12",
    message: "First line\n\n<b>Second</b> line",
    link: "http://localhost:8080/support/tickets/42",
    canReplyByMail: true,
  };

  it.each([
    ["fr", "Léa Martin a écrit sur le ticket T-000042 « Wi-Fi down in room 12 » :"],
    ["en", "Léa Martin wrote on ticket T-000042 “Wi-Fi down in room 12”:"],
    ["es", "Léa Martin ha escrito en el ticket T-000042 «Wi-Fi down in room 12»:"],
    ["de", "Léa Martin hat zum Ticket T-000042 „Wi-Fi down in room 12“ geschrieben:"],
  ])("writes a ticket's message in %s, as written, below who wrote it", (language, intro) => {
    const mail = renderMail("ticket_reply", language, ticketReply);
    expect(mail.language).toBe(language);
    expect(mail.subject).toBe("[T-000042] Wi-Fi down in room 12");
    expect(mail.text).toContain(`${intro}\n\nFirst line\n\n<b>Second</b> line\n\n`);
    expect(mail.text).toContain(ticketReply.link);
    // Line breaks kept, markup escaped.
    expect(mail.html).toContain("white-space:pre-wrap");
    expect(mail.html).toContain("First line\n\n&lt;b&gt;Second&lt;/b&gt; line</div>");
  });

  it("says to answer by mail only when the ticket mail can be answered", () => {
    expect(renderMail("ticket_reply", "en", ticketReply).text).toContain("Reply to this email");
    const noReply = renderMail("ticket_reply", "en", { ...ticketReply, canReplyByMail: false });
    expect(noReply.text).not.toContain("Reply to this email");
    expect(noReply.text).toContain("To answer, open the ticket in the console.");
  });

  it("escapes a guest's name in the sponsor's HTML mail", () => {
    const mail = renderMail("sponsor_request", "en", {
      guestName: "<b>Eve</b>",
      guestEmail: "eve@example.test",
      siteName: "Tour",
      link,
      validHours: 24,
    });
    expect(mail.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Eve</b>");
  });
});
