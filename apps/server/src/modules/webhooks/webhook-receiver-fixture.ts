import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";

// Receivers of webhooks on the loopback, for the sender's and the dispatcher's tests: each records what
// it was sent and answers as the test says (at once, late, never, huge, redirecting...).

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as the Standard Webhooks libraries verify it. */
  body: string;
};

/** How a receiver answers a request; the default answers 204. */
export type ReceiverAnswer = (request: ReceivedRequest, response: ServerResponse) => unknown;

export type TestReceiver = {
  /** `http://127.0.0.1:<port>/hook`. */
  url: string;
  port: number;
  /** Every request received, in order of arrival (its body read). */
  requests: ReceivedRequest[];
  /** Requests received and not answered yet, and the most there ever were at once. */
  inFlight(): number;
  maxInFlight(): number;
  /** How many answers it finished. */
  answered(): number;
  close(): Promise<void>;
};

export async function startReceiver(answer: ReceiverAnswer = (_request, response) => response.writeHead(204).end()) {
  const requests: ReceivedRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let answered = 0;
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight -= 1;
    };
    response.on("finish", () => {
      answered += 1;
      finish();
    });
    response.on("close", finish);
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const request: ReceivedRequest = {
        method: incoming.method ?? "",
        path: incoming.url ?? "",
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(request);
      void Promise.resolve(answer(request, response)).catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: TestReceiver = {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    requests,
    inFlight: () => inFlight,
    maxInFlight: () => maxInFlight,
    answered: () => answered,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}

/** Receivers a test starts, closed after it. Call once at the top of a `describe`. */
export function useReceivers(): { start(answer?: ReceiverAnswer): Promise<TestReceiver> } {
  const open: TestReceiver[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((receiver) => receiver.close()));
  });
  return {
    async start(answer) {
      const receiver = await startReceiver(answer);
      open.push(receiver);
      return receiver;
    },
  };
}

/** A gate a receiver's answers wait on until the test opens it. */
export function createGate(): { opened: Promise<void>; open(): void } {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
