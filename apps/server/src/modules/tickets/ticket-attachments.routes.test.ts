import { ticketLimits } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { ticketAttachments, ticketFiles } from "../../db/schema";
import { testEngines } from "../../test/test-database";
import { detailOf, type MultipartFile, multipartBody, pngBytes, useTicketsApp } from "./tickets-fixture";

const text = (value: string) => new TextEncoder().encode(value);

// docs/tickets.md#limits: files typed from their bytes, bounded in number and size, stored once,
// served as downloads that never run.
describe.each(testEngines)("ticket attachments on %s", (engine) => {
  const t = useTicketsApp(engine);

  const openWith = (files: readonly MultipartFile[]) =>
    t.client.call(
      t.as.customer,
      "POST",
      "/api/tickets",
      multipartBody(
        {
          location_type: "Site",
          location_id: String(t.world.site.id),
          kind: "technical",
          subject: "Borne en panne",
          message: "Voir la capture.",
          attach_site_state: "on",
        },
        files,
      ),
    );

  it("types a file from its bytes, whatever its name, and serves it as a download that never runs", async () => {
    const ticket = detailOf(
      await openWith([
        { name: "C:\\fakepath\\capture d'écran.exe", bytes: pngBytes, type: "application/x-msdownload" },
        { name: "journal.txt", bytes: text("Borne AP-HALL hors ligne depuis 8 h\n") },
      ]),
      201,
    );
    expect(ticket.site_state?.site_id).toBe(t.world.site.id);
    const [image, log] = ticket.messages[0]?.attachments ?? [];
    expect(image).toMatchObject({ name: "capture d'écran.exe", content_type: "image/png", size: pngBytes.length });
    expect(log).toMatchObject({ name: "journal.txt", content_type: "text/plain" });
    if (!image || !log) throw new Error("no attachments");

    const download = await t.client.get(t.as.customer, image.url);
    expect(download.statusCode).toBe(200);
    expect(new Uint8Array(download.rawPayload)).toEqual(pngBytes);
    expect(download.headers).toMatchObject({
      "content-type": "image/png",
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'",
      "cache-control": "private, no-store",
    });
    expect(download.headers["content-disposition"]).toMatch(/^attachment; /);
    expect(download.headers["content-disposition"]).toContain("filename*=UTF-8''capture%20d'%C3%A9cran.exe");
    expect((await t.client.get(t.as.customer, log.url)).headers["content-type"]).toBe("text/plain; charset=utf-8");
    // Another ticket's number with this attachment's id: 404.
    const other = await t.client.open(t.as.customer, { location_type: "Site", location_id: t.world.site.id });
    expect((await t.client.get(t.as.customer, `/api/tickets/${other.id}/attachments/${image.id}`)).statusCode).toBe(
      404,
    );
    expect((await t.client.get(t.as.customer, `/api/tickets/${ticket.id}/attachments/abc`)).statusCode).toBe(404);
  });

  it("refuses a page, a program and an empty file, naming them", async () => {
    const refusals = [
      { name: "facture.pdf", bytes: text("<!DOCTYPE html><script>alert(1)</script>"), key: "attachment_type" },
      { name: "outil.exe", bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), key: "attachment_type" },
      { name: "vide.txt", bytes: new Uint8Array(0), key: "attachment_empty" },
    ];
    for (const refusal of refusals) {
      const response = await openWith([{ name: refusal.name, bytes: refusal.bytes }]);
      expect(response.statusCode, refusal.name).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { attachments: [`tickets.errors.${refusal.key}`] },
        message: expect.stringContaining(refusal.name),
      });
    }
    // Nothing was opened.
    expect(await t.db.select().from(ticketAttachments)).toEqual([]);
    const listed = await t.client.get(t.as.desk, "/api/tickets");
    expect(listed.json().total_count).toBe(0);
  });

  it("refuses a file past 10 MB and a sixth file", async () => {
    const big = new Uint8Array(ticketLimits.attachmentBytes + 1).fill(0x61);
    const tooBig = await openWith([{ name: "gros.txt", bytes: big }]);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toMatchObject({
      errors: { attachments: ["tickets.errors.attachment_too_big"] },
      message: expect.stringContaining("gros.txt"),
    });
    const files = Array.from({ length: ticketLimits.attachmentsPerMessage + 1 }, (_, index) => ({
      name: `capture-${index}.png`,
      bytes: pngBytes,
    }));
    const tooMany = await openWith(files);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ attachments: ["tickets.errors.too_many_attachments"] });
    // Exactly 10 MB and 5 files pass.
    const atLimit = new Uint8Array(ticketLimits.attachmentBytes).fill(0x61);
    expect((await openWith([{ name: "limite.txt", bytes: atLimit }])).statusCode).toBe(201);
    expect((await openWith(files.slice(0, ticketLimits.attachmentsPerMessage))).statusCode).toBe(201);
  });

  it("stores the same bytes once, whatever the messages that carry them", async () => {
    const ticket = detailOf(await openWith([{ name: "avant.png", bytes: pngBytes }]), 201);
    detailOf(
      await t.client.call(
        t.as.desk,
        "POST",
        `/api/tickets/${ticket.id}/messages`,
        multipartBody({ message: "La même capture, annotée." }, [{ name: "apres.png", bytes: pngBytes }]),
      ),
      201,
    );
    expect(await t.db.select({ digest: ticketFiles.digest }).from(ticketFiles)).toHaveLength(1);
    expect(await t.db.select({ name: ticketAttachments.name }).from(ticketAttachments)).toEqual([
      { name: "avant.png" },
      { name: "apres.png" },
    ]);
  });
});
