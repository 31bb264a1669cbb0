import { PassThrough } from "node:stream";
import type { FastifyReply } from "fastify";

/** One block of a Server-Sent Events stream (WHATWG HTML "Server-sent events"). */
export type EventStreamMessage = {
  /** A comment line (`: text`), which clients ignore: keeps proxies from closing an idle connection. */
  comment?: string;
  /** How long the client waits before connecting again. */
  retryMs?: number;
  /** The last event id the client keeps and sends back as `Last-Event-ID`; set without an event when no data. */
  id?: number;
  event?: string;
  data?: string;
};

/** The text of one block: its lines, then the blank line that ends it. */
export function formatEventStreamMessage(message: EventStreamMessage): string {
  const lines: string[] = [];
  if (message.comment !== undefined) lines.push(`: ${message.comment}`);
  if (message.retryMs !== undefined) lines.push(`retry: ${message.retryMs}`);
  if (message.id !== undefined) lines.push(`id: ${message.id}`);
  if (message.event !== undefined) lines.push(`event: ${message.event}`);
  if (message.data !== undefined) for (const line of message.data.split(/\r\n|\r|\n/)) lines.push(`data: ${line}`);
  return `${lines.join("\n")}\n\n`;
}

export type EventStream = {
  /** Writes a block; false when the client reads slower than we write (wait for `writable()`). */
  send(message: EventStreamMessage): boolean;
  /** Resolves once the client has taken what was written, or the stream is closed. */
  writable(): Promise<void>;
  /** Ends the answer; the client may connect again (EventSource does, after `retry`). */
  end(): void;
  readonly closed: boolean;
  /** Called once, when the answer ends: by us, by the client going away, or by the server closing. */
  onClose(listener: () => void): void;
};

/**
 * Answers the request with an event stream: `text/event-stream`, never
 * cached nor buffered by a proxy (`X-Accel-Buffering: no`, nginx's), sent
 * through Fastify so the headers every answer carries (security headers,
 * request id) are there too. Fastify destroys the stream when the client
 * goes away.
 */
export function startEventStream(reply: FastifyReply): EventStream {
  const body = new PassThrough();
  let closed = false;
  body.once("close", () => {
    closed = true;
  });
  reply
    .code(200)
    .header("content-type", "text/event-stream")
    .header("cache-control", "no-cache")
    .header("x-accel-buffering", "no")
    .send(body);
  return {
    send: (message) => (closed ? false : body.write(formatEventStreamMessage(message))),
    writable: () =>
      closed || !body.writableNeedDrain
        ? Promise.resolve()
        : new Promise((resolve) => {
            const done = () => {
              body.off("drain", done);
              body.off("close", done);
              resolve();
            };
            body.once("drain", done);
            body.once("close", done);
          }),
    end: () => {
      if (!closed) body.end();
    },
    get closed() {
      return closed;
    },
    onClose: (listener) => {
      if (closed) listener();
      else body.once("close", listener);
    },
  };
}
