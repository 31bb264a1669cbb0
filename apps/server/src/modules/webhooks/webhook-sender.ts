import type { ClientRequest, IncomingMessage, RequestOptions } from "node:http";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { webhookHeaders, webhookLimits } from "@ondine/domain";
import { refusedWebhookAddress, type WebhookAddressRefusal, type WebhookResolver } from "./webhook-address-guard";

/** Why an attempt's answer did not count, in the log's words (docs/webhooks.md#log). */
export type WebhookAttemptError = WebhookAddressRefusal | "timeout" | "redirect" | "connection";

/** What one attempt came to: the answer's status (null when none came), its first bytes, why it failed. */
export type WebhookAttemptOutcome = {
  status: number | null;
  /** The answer body's first 1,024 bytes, as text. */
  head: string;
  /** Null when the receiver answered, whatever its status (a 2xx only counts as delivered). */
  error: WebhookAttemptError | null;
  durationMs: number;
};

/** One signed request: where, and what the three Standard Webhooks headers carry. */
export type WebhookAttemptRequest = {
  url: string;
  /** The event's `msg_...` id. */
  id: string;
  timestampSeconds: number;
  /** The `webhook-signature` header (one or two signatures). */
  signature: string;
  body: string;
};

export type WebhookSenderOptions = {
  /** WEBHOOKS_ALLOW_LOCAL: plain http and the loopback allowed. */
  allowLocal: boolean;
  /** The resolver the guard asks (tests pass their own). */
  resolve?: WebhookResolver;
  /** The whole attempt's bound, connection and answer: 15 s unless a test says otherwise. */
  timeoutMs?: number;
};

export const webhookUserAgent = "Ondine-Webhooks/1";

/**
 * Makes one attempt (docs/webhooks.md#delivery): the guard checks the URL's host and its addresses
 * first, then the body is posted with Node's http(s) client to the very address checked (the `lookup`
 * is pinned: the name's Host and TLS name stay, DNS is not asked again), 15 s at most in all, no
 * redirect followed (a 3xx is `redirect`), the answer read to 64 KB then the socket destroyed, its
 * first 1,024 bytes kept. Never throws: every failure is an outcome.
 */
export async function sendWebhookAttempt(
  request: WebhookAttemptRequest,
  options: WebhookSenderOptions,
): Promise<WebhookAttemptOutcome> {
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? webhookLimits.attemptTimeoutMs;
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return { status: null, head: "", error: "connection", durationMs: elapsed() };
  }

  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    const checked = await Promise.race([refusedWebhookAddress(url, options, options.resolve), deadline]);
    if (checked === "timeout") return { status: null, head: "", error: "timeout", durationMs: elapsed() };
    if ("refused" in checked) return { status: null, head: "", error: checked.refused, durationMs: elapsed() };
    const answer = await post(url, checked, request, deadline);
    return { ...answer, durationMs: elapsed() };
  } finally {
    clearTimeout(timer);
  }
}

/** The request to the checked address, settled by the answer, a failure or the deadline. */
function post(
  url: URL,
  pinned: { address: string; family: 4 | 6 },
  request: WebhookAttemptRequest,
  deadline: Promise<"timeout">,
): Promise<Omit<WebhookAttemptOutcome, "durationMs">> {
  // The connection goes to the address the guard checked, whatever DNS would answer now.
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const body = Buffer.from(request.body, "utf8");
  const requestOptions: RequestOptions = {
    method: "POST",
    hostname: url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname,
    port: url.port === "" ? undefined : Number(url.port),
    path: `${url.pathname}${url.search}`,
    headers: {
      "content-type": "application/json",
      "content-length": String(body.length),
      "user-agent": webhookUserAgent,
      [webhookHeaders.id]: request.id,
      [webhookHeaders.timestamp]: String(request.timestampSeconds),
      [webhookHeaders.signature]: request.signature,
    },
    lookup,
    // One connection per attempt: a pooled socket would skip the pinned lookup's check.
    agent: false,
  };

  return new Promise((resolve) => {
    let settled = false;
    let status: number | null = null;
    const chunks: Buffer[] = [];
    let read = 0;
    let client: ClientRequest | undefined;
    let answer: IncomingMessage | undefined;

    const settle = (error: WebhookAttemptError | null) => {
      if (settled) return;
      settled = true;
      const head = new TextDecoder("utf-8", { fatal: false }).decode(
        Buffer.concat(chunks).subarray(0, webhookLimits.answerHeadBytes),
      );
      answer?.destroy();
      client?.destroy();
      resolve({ status, head, error });
    };

    void deadline.then(() => settle("timeout"));
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    client = send(requestOptions, (response) => {
      answer = response;
      status = response.statusCode ?? null;
      const outcome: WebhookAttemptError | null = status !== null && status >= 300 && status < 400 ? "redirect" : null;
      response.on("data", (chunk: Buffer) => {
        const room = webhookLimits.answerReadBytes - read;
        chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
        read += Math.min(chunk.length, room);
        // Read to 64 KB at most, then the socket goes: an endless answer holds nothing.
        if (read >= webhookLimits.answerReadBytes) settle(outcome);
      });
      response.on("end", () => settle(outcome));
      response.on("aborted", () => settle("connection"));
      response.on("error", () => settle("connection"));
    });
    client.on("error", () => settle("connection"));
    client.end(body);
  });
}
