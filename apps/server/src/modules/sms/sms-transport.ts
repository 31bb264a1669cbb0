/** What the SMS delivery needs of a provider. */
export type SmsTransport = {
  /**
   * `idempotencyKey` is the same for every attempt at one outbox message: a
   * provider that honours it sends a second request with it only once.
   */
  sendSms(message: { to: string; text: string }, delivery: { idempotencyKey: string }): Promise<void>;
};

/** A provider that did not answer in this time is a failed try (retried later). */
const defaultTimeoutMs = 10_000;

/**
 * The HTTP SMS provider of SMS_URL: `POST {to, text}` as JSON with
 * `Authorization: Bearer SMS_TOKEN` and the outbox message's
 * `Idempotency-Key` (docs/operations.md#outbox: an SMS whose "sent" mark was
 * lost is posted again with the same key); any 2xx is a success. Anything else
 * throws with the status (and the start of the answer), which the outbox
 * keeps as the message's last error.
 */
export function createHttpSmsTransport(options: { url: string; token: string; timeoutMs?: number }): SmsTransport {
  return {
    async sendSms(message, delivery) {
      const response = await fetch(options.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${options.token}`,
          "idempotency-key": delivery.idempotencyKey,
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? defaultTimeoutMs),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => "")).trim().slice(0, 200);
        throw new Error(`SMS provider answered ${response.status}${detail ? `: ${detail}` : ""}`);
      }
      // Read the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
    },
  };
}
