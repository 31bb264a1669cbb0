// A Server-Sent Events client for tests, over real HTTP (a connection of its own), reading the
// stream as the WHATWG HTML "Server-sent events" parsing rules say an
// EventSource does: fields per line, an event dispatched at a blank line,
// `id:` kept even by a block without data.

import { type ClientRequest, get as httpGet, type IncomingHttpHeaders, type IncomingMessage } from "node:http";

export type ServerSentEvent = { event: string; data: string; lastEventId: string };

export type EventStreamClient = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body of an answer that is not a stream (a 404's JSON). */
  text: string;
  /** The last `retry:` received, in ms. */
  readonly retryMs: number | undefined;
  /** What an EventSource would send back as `Last-Event-ID`. */
  readonly lastEventId: string;
  /** How many comment lines (`: keep-alive`) came. */
  readonly comments: number;
  /** The next event, or a rejection after `timeoutMs`. */
  next(timeoutMs?: number): Promise<ServerSentEvent>;
  /** The events received and not yet taken by `next`. */
  pending(): ServerSentEvent[];
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
};

/** The answer's head and body, over a connection of its own (no pool keeps it: closing ends it). */
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ request: ClientRequest; response: IncomingMessage }>((resolve, reject) => {
    const request = httpGet(url, { headers, agent: false }, (response) => resolve({ request, response }));
    request.on("error", reject);
  });
}

async function textOf(response: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of response) text += String(chunk);
  return text;
}

export async function openEventStreamClient(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  const { request, response } = await get(url, { accept: "text/event-stream", ...headers });
  const status = response.statusCode ?? 0;
  const isStream = status === 200 && String(response.headers["content-type"]).startsWith("text/event-stream");
  const text = isStream ? "" : await textOf(response);
  const queue: ServerSentEvent[] = [];
  const waiters: ((event: ServerSentEvent) => void)[] = [];
  let retryMs: number | undefined;
  let lastEventId = "";
  let comments = 0;
  let eventType = "";
  let data: string[] = [];
  let idBuffer = "";

  const dispatch = () => {
    lastEventId = idBuffer;
    if (data.length > 0) {
      const event = { event: eventType || "message", data: data.join("\n"), lastEventId };
      const waiter = waiters.shift();
      if (waiter) waiter(event);
      else queue.push(event);
    }
    eventType = "";
    data = [];
  };
  const readLine = (line: string) => {
    if (line === "") return dispatch();
    if (line.startsWith(":")) {
      comments += 1;
      return;
    }
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") eventType = value;
    else if (field === "data") data.push(value);
    else if (field === "id" && !value.includes("\u0000")) idBuffer = value;
    else if (field === "retry" && /^\d+$/.test(value)) retryMs = Number(value);
  };

  const ended = (async () => {
    if (!isStream) return;
    response.setEncoding("utf8");
    let buffered = "";
    try {
      for await (const chunk of response) {
        buffered += chunk as string;
        const lines = buffered.split(/\r\n|\r|\n/);
        buffered = lines.pop() ?? "";
        for (const line of lines) readLine(line);
      }
    } catch {
      // Closed by us or the connection dropped: the stream has ended either way.
    }
  })();

  return {
    status,
    headers: response.headers,
    text,
    get retryMs() {
      return retryMs;
    },
    get lastEventId() {
      return lastEventId;
    },
    get comments() {
      return comments;
    },
    next(timeoutMs = 5_000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(take), 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        const take = (event: ServerSentEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiters.push(take);
      });
    },
    pending: () => queue.splice(0),
    ended,
    close: () => request.destroy(),
  };
}
