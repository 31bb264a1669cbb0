import type { FastifyInstance } from "fastify";

/** One HTTP exchange as a browser sees it. */
export type BrowserResponse = {
  status: number;
  /** The absolute address of a redirect, if any. */
  location: string | undefined;
  body: string;
  url: URL;
};

type WireRequest = { method: string; url: URL; headers: Record<string, string>; body?: string };
type WireResponse = { status: number; location: string | undefined; setCookies: string[]; body: string };

/** How the browser reaches one origin: the network, or a Fastify app's `inject`. */
export type Transport = (request: WireRequest) => Promise<WireResponse>;

export const networkTransport: Transport = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("location") ?? undefined,
    setCookies: response.headers.getSetCookie(),
    body: await response.text(),
  };
};

/** Reaches an app that is not listening, under whatever origin its PUBLIC_URL names. */
export function injectTransport(app: FastifyInstance): Transport {
  return async (request) => {
    const response = await app.inject({
      method: request.method as "GET" | "POST",
      url: `${request.url.pathname}${request.url.search}`,
      headers: request.headers,
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    const setCookie = response.headers["set-cookie"];
    const location = response.headers.location;
    return {
      status: response.statusCode,
      location: typeof location === "string" ? location : undefined,
      setCookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)],
      body: response.body,
    };
  };
}

function isExpired(attributes: string[]): boolean {
  for (const attribute of attributes) {
    const [name = "", value = ""] = attribute.split("=");
    const key = name.trim().toLowerCase();
    if (key === "max-age" && Number(value) <= 0) return true;
    if (key === "expires" && Date.parse(value) <= Date.now()) return true;
  }
  return false;
}

/**
 * A browser for tests that drive redirects by hand: it keeps cookies per
 * origin (paths and flags aside: enough for a sign-in journey), resolves
 * relative redirects, and never follows one by itself.
 */
export class TestBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  constructor(private readonly transports: Map<string, Transport> = new Map()) {}

  /** The cookie a site set, if it is still there. */
  cookie(origin: string, name: string): string | undefined {
    return this.jars.get(new URL(origin).origin)?.get(name);
  }

  async request(
    method: "GET" | "POST",
    address: string | URL,
    options: { form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<BrowserResponse> {
    const url = new URL(address);
    const jar = this.jars.get(url.origin) ?? new Map<string, string>();
    this.jars.set(url.origin, jar);
    const headers: Record<string, string> = { ...options.headers };
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    let body: string | undefined;
    if (options.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    }
    const transport = this.transports.get(url.origin) ?? networkTransport;
    const response = await transport({ method, url, headers, ...(body === undefined ? {} : { body }) });
    for (const line of response.setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === "" || isExpired(attributes)) jar.delete(name);
      else jar.set(name, value);
    }
    return {
      status: response.status,
      location: response.location === undefined ? undefined : new URL(response.location, url).href,
      body: response.body,
      url,
    };
  }

  get(address: string | URL, headers?: Record<string, string>): Promise<BrowserResponse> {
    return this.request("GET", address, headers ? { headers } : {});
  }

  /** Follows redirects until an answer that is not one, or one that leaves for `stopAt` (an origin). */
  async follow(
    response: BrowserResponse,
    options: { stopAt?: string; maxHops?: number } = {},
  ): Promise<BrowserResponse> {
    let current = response;
    for (let hop = 0; hop < (options.maxHops ?? 10); hop++) {
      if (!current.location || current.status < 300 || current.status >= 400) return current;
      if (options.stopAt && new URL(current.location).origin === new URL(options.stopAt).origin) return current;
      current = await this.get(current.location);
    }
    throw new Error(`too many redirects from ${response.url}`);
  }
}

/**
 * Reaches a listening app (`app.listen` on 127.0.0.1) under the origin its
 * PUBLIC_URL names, as a DNS entry would: over the network, on its real port.
 */
export function listeningTransport(app: FastifyInstance): Transport {
  return (request) => {
    const address = app.server.address();
    if (typeof address !== "object" || address === null) throw new Error("the app is not listening");
    const url = new URL(`${request.url.pathname}${request.url.search}`, `http://127.0.0.1:${address.port}`);
    return networkTransport({ ...request, url });
  };
}
