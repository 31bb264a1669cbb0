import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { consoleForFile } from "./support/console-for-file";
import { linkFromOutbox } from "./support/outbox";
import { openEnglishPage, submitSignIn } from "./support/pages";
import { checkScreen } from "./support/screen-check";

const demoPassword = "ondine-demo";

describe("identity and access", () => {
  const shared = consoleForFile();
  const contexts: BrowserContext[] = [];

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  async function freshPage(): Promise<Page> {
    const { context, page } = await openEnglishPage(shared.browser, shared.server.baseUrl);
    contexts.push(context);
    return page;
  }

  async function signedInPage(email: string, password = demoPassword): Promise<Page> {
    const page = await freshPage();
    await page.goto("/account/login");
    await submitSignIn(page, email, password);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    return page;
  }

  it("sends a visitor to sign in, then back where they were going", async () => {
    const page = await freshPage();
    await page.goto("/network/status/monitoring");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/account/login");
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    await checkScreen(page, "Sign-in");
    await submitSignIn(page, "hotels@ondine.example", demoPassword);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/network/status/monitoring");
    await expect.poll(() => page.getByRole("button", { name: /account menu/i }).count()).toBe(1);
  });

  it("locks an account after five wrong passwords, and a reset mail sets a new one", async () => {
    const page = await freshPage();
    await page.goto("/account/login");
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await submitSignIn(page, "site@ondine.example", `wrong-password-${attempt}`);
      await page.getByText("Incorrect email address or password.").waitFor();
    }
    await submitSignIn(page, "site@ondine.example", "wrong-password-4");
    await page.getByText(/One attempt left/).waitFor();
    await submitSignIn(page, "site@ondine.example", "wrong-password-5");
    await page.getByText(/Your account is locked/).waitFor();
    await checkScreen(page, "Sign-in: account locked");

    await page.getByRole("link", { name: "Forgot your password?" }).click();
    // The reset screen is a lazy chunk: fill its own field, not the sign-in page's that is still there.
    await page.waitForURL((url) => url.pathname.startsWith("/account/password/reset"));
    await page.getByRole("button", { name: "Send the link" }).waitFor();
    await checkScreen(page, "Password reset: ask for a link");
    await page.getByLabel("Email address").fill("site@ondine.example");
    await page.getByRole("button", { name: "Send the link" }).click();
    await page.getByText(/We have sent a link to site@ondine.example/).waitFor();
    await checkScreen(page, "Password reset: link sent");

    const admin = await signedInPage("admin@ondine.example");
    const resetPath = await linkFromOutbox(admin, "site@ondine.example", "/account/password/reset/");
    await page.goto(resetPath);
    await page.getByLabel(/^New password/).waitFor();
    await checkScreen(page, "Password reset: new password");
    await page.getByLabel(/^New password/).fill("a-brand-new-secret");
    await page.getByLabel("Confirm the new password").fill("a-brand-new-secret");
    await page.getByRole("button", { name: "Save the password" }).click();
    await page.getByText(/Your password has been changed/).waitFor();
    await checkScreen(page, "Password reset: done");

    await page.goto("/account/login");
    await submitSignIn(page, "site@ondine.example", "a-brand-new-secret");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  });

  it("lets an admin create an account that its owner confirms from the mail, then log in as it and back", async () => {
    const email = "lea.fontaine@belle-escale.example";
    const admin = await signedInPage("admin@ondine.example");
    await admin.goto("/administration/users/create");
    await admin.getByLabel(/^First name/).waitFor();
    await checkScreen(admin, "Account creation");
    await admin.getByLabel(/^First name/).fill("Léa");
    await admin.getByLabel(/^Last name/).fill("Fontaine");
    await admin.getByLabel(/^Email address/).fill(email);
    await admin.getByPlaceholder("Search for an organisation or a site").fill("Belle Escale");
    await admin
      .getByRole("option", { name: /Hôtels Belle Escale/ })
      .first()
      .click();
    await admin.keyboard.press("Escape");
    await admin.getByRole("checkbox", { name: "Monitoring" }).check();
    await admin.getByRole("button", { name: "Create the account" }).click();
    await admin.getByText("Account created").waitFor();
    await checkScreen(admin, "Account creation: created");

    const owner = await freshPage();
    await owner.goto(await linkFromOutbox(admin, email, "/account/password/create/"));
    await owner.getByLabel(/^New password/).waitFor();
    await checkScreen(owner, "Password creation");
    await owner.getByLabel(/^New password/).fill("lea-chooses-a-secret");
    await owner.getByLabel(/^Confirm the new password/).fill("lea-chooses-a-secret");
    await owner.getByRole("button", { name: "Create my password" }).click();
    await owner.getByText(/Your password has been created/).waitFor();
    await owner.goto("/account/login");
    await submitSignIn(owner, email, "lea-chooses-a-secret");
    await expect.poll(() => new URL(owner.url()).pathname).toBe("/");

    await admin.goto("/administration/accounts");
    await admin.getByLabel(/^Search/).fill("Fontaine");
    await admin.getByText(email).first().waitFor();
    await checkScreen(admin, "Accounts list");
    await admin.getByText(email).first().click();
    await admin.getByRole("button", { name: "Log in as this user" }).waitFor();
    await checkScreen(admin, "Account panel");
    await admin.getByRole("button", { name: "Log in as this user" }).click();
    await expect.poll(() => new URL(admin.url()).pathname).toBe("/");
    const banner = admin.getByText(/You are logged in as/);
    await banner.waitFor();
    await checkScreen(admin, "Home: logged in as another user");
    expect(await banner.textContent()).toContain(email);

    await admin.getByRole("link", { name: "Return to my account" }).click();
    await expect.poll(() => banner.count()).toBe(0);
    const me = await admin.request.get("/api/users/me");
    expect((await me.json()).email).toBe("admin@ondine.example");
  });
  it("lets a user change their own e-mail, which only counts once confirmed from the new mailbox", async () => {
    const newEmail = "direction.residences@ondine.example";
    const owner = await signedInPage("residences@ondine.example");
    await owner.goto("/account");
    await owner.getByRole("link", { name: "Change my email address" }).waitFor();
    await checkScreen(owner, "My account");
    await owner.getByRole("link", { name: "Change my email address" }).click();
    await owner.getByLabel(/^Email address/).fill(newEmail);
    await owner.getByLabel(/^Current password/).fill(demoPassword);
    await checkScreen(owner, "Email change");
    await owner.getByRole("button", { name: "Save" }).click();
    await owner.getByText(`New address pending confirmation: ${newEmail}.`, { exact: false }).first().waitFor();
    await owner.goto("/account");
    await owner.getByText(`Pending confirmation: ${newEmail}`).waitFor();

    const admin = await signedInPage("admin@ondine.example");
    const visitor = await freshPage();
    await visitor.goto(await linkFromOutbox(admin, newEmail, "/account/email/confirm/"));
    await visitor.getByText(`You now sign in with ${newEmail}.`).waitFor();
    await checkScreen(visitor, "E-mail change: confirmed");
    await visitor.goto("/account/login");
    await submitSignIn(visitor, newEmail, demoPassword);
    await expect.poll(() => new URL(visitor.url()).pathname).toBe("/");
  });
});
