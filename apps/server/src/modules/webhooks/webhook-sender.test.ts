import { describe, expect, it, vi } from "vitest";
import type { WebhookResolver } from "./webhook-address-guard";
import { createGate, startReceiver, useReceivers } from "./webhook-receiver-fixture";
import { sendWebhookAttempt, type WebhookAttemptRequest } from "./webhook-sender";

const local = { allowLocal: true };
const requestTo = (url: string): WebhookAttemptRequest => ({
  url,
  id: "msg_sender0000000000000000",
  timestampSeconds: 1_796_000_000,
  signature: "v1,c2lnbmF0dXJl",
  body: '{"type":"site.down","timestamp":"2026-11-30T14:02:11.000Z","data":{"n":"é"}}',
});

describe("one webhook attempt", () => {
  const receivers = useReceivers();

  it("posts the body with the Standard Webhooks headers and keeps the answer's first bytes", async () => {
    const receiver = await receivers.start((_request, response) => response.writeHead(200).end("merci"));
    const outcome = await sendWebhookAttempt(requestTo(`${receiver.url}?token=1`), local);
    expect(outcome).toMatchObject({ status: 200, head: "merci", error: null });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(0);
    const [received] = receiver.requests;
    expect(received).toMatchObject({ method: "POST", path: "/hook?token=1", body: requestTo("").body });
    expect(received?.headers).toMatchObject({
      "content-type": "application/json",
      "user-agent": "Ondine-Webhooks/1",
      "webhook-id": "msg_sender0000000000000000",
      "webhook-timestamp": "1796000000",
      "webhook-signature": "v1,c2lnbmF0dXJl",
      host: `127.0.0.1:${receiver.port}`,
    });
  });

  it("answers a non-2xx status as it came, with no error word", async () => {
    const receiver = await receivers.start((_request, response) => response.writeHead(503).end("busy"));
    expect(await sendWebhookAttempt(requestTo(receiver.url), local)).toMatchObject({
      status: 503,
      head: "busy",
      error: null,
    });
  });

  it("gives up on a receiver that does not answer in time, and on an answer that never ends", async () => {
    const gate = createGate();
    const silent = await receivers.start(async (_request, response) => {
      await gate.opened;
      response.end();
    });
    const silentOutcome = await sendWebhookAttempt(requestTo(silent.url), { ...local, timeoutMs: 300 });
    expect(silentOutcome).toMatchObject({ status: null, head: "", error: "timeout" });
    expect(silentOutcome.durationMs).toBeGreaterThanOrEqual(290);
    expect(silentOutcome.durationMs).toBeLessThan(5_000);

    const trickling = await receivers.start(async (_request, response) => {
      response.writeHead(200);
      response.write("started");
      await gate.opened;
      response.end();
    });
    expect(await sendWebhookAttempt(requestTo(trickling.url), { ...local, timeoutMs: 300 })).toMatchObject({
      status: 200,
      head: "started",
      error: "timeout",
    });
    gate.open();
  });

  it("reads an endless answer to 64 KB, keeps its first 1,024 bytes and hangs up", async () => {
    let written = 0;
    let hungUp = false;
    const endless = await receivers.start((_request, response) => {
      response.writeHead(200, { "content-type": "text/plain" });
      const chunk = Buffer.alloc(16 * 1024, "a");
      chunk.write("é", 1022);
      const pump = () => {
        while (!hungUp && response.write(chunk)) written += chunk.length;
        if (!hungUp) response.once("drain", pump);
      };
      response.on("close", () => {
        hungUp = true;
      });
      pump();
    });
    const outcome = await sendWebhookAttempt(requestTo(endless.url), { ...local, timeoutMs: 10_000 });
    expect(outcome.status).toBe(200);
    expect(outcome.error).toBeNull();
    // 1,024 bytes: 1,022 "a" then the two bytes of "é".
    expect(outcome.head).toBe(`${"a".repeat(1022)}é`);
    await vi.waitFor(() => expect(hungUp).toBe(true));
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });

  it("follows no redirect: a 302 is a failure and its target is never asked", async () => {
    const target = await receivers.start();
    const redirecting = await receivers.start((_request, response) =>
      response.writeHead(302, { location: target.url }).end("moved"),
    );
    expect(await sendWebhookAttempt(requestTo(redirecting.url), local)).toMatchObject({
      status: 302,
      head: "moved",
      error: "redirect",
    });
    expect(redirecting.requests).toHaveLength(1);
    expect(target.requests).toHaveLength(0);
  });

  it("answers connection when nothing listens", async () => {
    const gone = await startReceiver();
    await gone.close();
    expect(await sendWebhookAttempt(requestTo(gone.url), local)).toMatchObject({ status: null, error: "connection" });
  });

  it("refuses before connecting: the loopback without WEBHOOKS_ALLOW_LOCAL, plain http, a private name, no name", async () => {
    const receiver = await receivers.start();
    const strict = { allowLocal: false };
    expect(await sendWebhookAttempt(requestTo(`https://127.0.0.1:${receiver.port}/hook`), strict)).toMatchObject({
      status: null,
      error: "address_refused",
    });
    expect(await sendWebhookAttempt(requestTo("http://pms.example/hook"), strict)).toMatchObject({
      error: "https_required",
    });
    const privateName: WebhookResolver = async () => [{ address: "192.168.1.20", family: 4 }];
    expect(
      await sendWebhookAttempt(requestTo(`http://pms.example:${receiver.port}/hook`), {
        ...local,
        resolve: privateName,
      }),
    ).toMatchObject({ error: "address_refused" });
    const noName: WebhookResolver = async () => {
      throw new Error("ENOTFOUND");
    };
    expect(
      await sendWebhookAttempt(requestTo("https://nowhere.example/hook"), { ...strict, resolve: noName }),
    ).toMatchObject({ error: "dns" });
    expect(receiver.requests).toHaveLength(0);
  });

  it("connects to the address it checked, not to what the name resolves to next (DNS rebinding)", async () => {
    const receiver = await receivers.start();
    // Loopback at the check, a private address at any later lookup.
    const answers = ["127.0.0.1", "10.0.0.7"];
    const resolve = vi.fn<WebhookResolver>(async () => [{ address: answers.shift() ?? "10.0.0.7", family: 4 }]);
    const outcome = await sendWebhookAttempt(requestTo(`http://rebind.example:${receiver.port}/hook`), {
      ...local,
      resolve,
    });
    expect(outcome).toMatchObject({ status: 204, error: null });
    expect(resolve).toHaveBeenCalledTimes(1);
    // The name stays the request's (Host here, the TLS name over https).
    expect(receiver.requests[0]?.headers.host).toBe(`rebind.example:${receiver.port}`);
  });
});
