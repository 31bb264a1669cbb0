import type { FastifyInstance, InjectOptions } from "fastify";

/** A cookie the server set, as the browser keeps it. */
type StoredCookie = { value: string; httpOnly: boolean };

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * The browser's side of the console for the contract tests: a `fetch` that
 * hands each request to `app.inject` (no socket), with a cookie jar that
 * keeps what the server sets (the session, the CSRF token) and sends it back,
 * and a `document.cookie` that shows the page's cookies (not the HttpOnly
 * ones), so the console's `apiRequest` reads the CSRF token as in a browser.
 */
export class InjectBrowser {
  private readonly jar = new Map<string, StoredCookie>();

  constructor(private readonly app: FastifyInstance) {}

  /** What the page's script sees in `document.cookie`. */
  get documentCookie(): string {
    return [...this.jar]
      .filter(([, cookie]) => !cookie.httpOnly)
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join("; ");
  }

  /** Forgets every cookie: the next call is a stranger's. */
  clearCookies() {
    this.jar.clear();
  }

  /** The `fetch` the console's clients call; relative addresses are the app's. */
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // A Request does the browser's encoding of the body (JSON text, multipart with its boundary, a Blob's type).
    const request = new Request(
      new URL(input instanceof Request ? input.url : String(input), "http://localhost"),
      init,
    );
    init?.signal?.throwIfAborted();
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    return this.send(request.method, request.url, request.headers, body);
  };

  private async send(method: string, url: string, headers: Headers, body: Buffer | undefined): Promise<Response> {
    const address = new URL(url);
    const requestHeaders: Record<string, string> = Object.fromEntries(headers);
    const cookie = [...this.jar].map(([name, stored]) => `${name}=${stored.value}`).join("; ");
    if (cookie) requestHeaders.cookie = cookie;
    const answer = await this.app.inject({
      method: method as InjectOptions["method"],
      url: `${address.pathname}${address.search}`,
      headers: requestHeaders,
      ...(body ? { payload: body } : {}),
    });
    for (const set of answer.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
      httpOnly?: boolean;
    }[]) {
      const expired =
        set.maxAge !== undefined ? set.maxAge <= 0 : set.expires !== undefined && set.expires.getTime() <= Date.now();
      if (expired || set.value === "") this.jar.delete(set.name);
      else this.jar.set(set.name, { value: set.value, httpOnly: set.httpOnly === true });
    }
    // fetch follows a redirect that names its target (same origin here) and answers the target's response.
    const location = answer.headers.location;
    if (redirectStatuses.has(answer.statusCode) && typeof location === "string") {
      const target = new URL(location, address);
      if (target.origin === address.origin)
        return this.send("GET", target.toString(), new Headers({ accept: headers.get("accept") ?? "*/*" }), undefined);
    }
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const noBody = answer.statusCode === 204 || answer.statusCode === 304 || method === "HEAD";
    return new Response(noBody ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  }
}
