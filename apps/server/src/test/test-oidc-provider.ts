import { generateKeyPairSync, randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Adapter, type AdapterPayload } from "oidc-provider";

/** What the provider says about a person who signs in there with `login`. */
export type TestProviderAccount = { email?: string; email_verified?: boolean };

export type TestOidcProvider = {
  /** The issuer: OIDC_ISSUER for the app under test. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people the provider knows, by login; others get `{ email: login, email_verified: true }`. */
  accounts: Map<string, TestProviderAccount>;
  close(): Promise<void>;
};

/** oidc-provider's storage, in memory for one test file (its own quick-start one prints a warning). */
function memoryAdapterClass() {
  const rows = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const live = (key: string) => {
    const row = rows.get(key);
    if (row && row.expiresAt > Date.now()) return row;
    rows.delete(key);
    return undefined;
  };
  return class MemoryAdapter implements Adapter {
    constructor(private readonly name: string) {}
    private key(id: string) {
      return `${this.name}:${id}`;
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      rows.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
    }
    async find(id: string) {
      return live(this.key(id))?.payload;
    }
    async findByUserCode(userCode: string) {
      return [...rows.values()].find((row) => row.payload.userCode === userCode)?.payload;
    }
    async findByUid(uid: string) {
      return [...rows.entries()].find(([key, row]) => key.startsWith(`${this.name}:`) && row.payload.uid === uid)?.[1]
        .payload;
    }
    async consume(id: string) {
      const row = live(this.key(id));
      if (row) row.payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      rows.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, row] of rows) if (row.payload.grantId === grantId) rows.delete(key);
    }
  };
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/**
 * A real OpenID provider (oidc-provider) on a random localhost port, with one
 * confidential client registered for `redirectUri`. Its interactions are
 * minimal pages a test drives like a person would:
 * - GET /interaction/{uid} answers `{ uid, prompt }` (the login or consent page);
 * - POST /interaction/{uid}/login with `login=<name>` signs that person in;
 * - POST /interaction/{uid}/consent grants the requested scopes and claims;
 * - POST /interaction/{uid}/abort refuses (access_denied).
 */
export async function startTestOidcProvider(options: { redirectUri: string }): Promise<TestOidcProvider> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = "ondine-console";
  const clientSecret = randomBytes(24).toString("base64url");
  const accounts = new Map<string, TestProviderAccount>();
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });

  const provider = new Provider(issuer, {
    adapter: memoryAdapterClass(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: "test-signing-key", use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    features: { devInteractions: { enabled: false } },
    pkce: { methods: ["S256"], required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_context, sub) {
      const account = accounts.get(sub) ?? { email: sub, email_verified: true };
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  const providerCallback = provider.callback();

  async function interact(request: IncomingMessage, response: ServerResponse, uid: string, step: string | undefined) {
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) throw new Error("interaction cookie and address disagree");
    if (request.method === "GET" && step === undefined) {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ uid, prompt: details.prompt.name }));
      return;
    }
    if (request.method !== "POST") throw new Error(`unexpected ${request.method} ${request.url}`);
    const form = await readForm(request);
    if (step === "login") {
      const login = form.get("login");
      if (!login) throw new Error("login is required");
      await provider.interactionFinished(request, response, { login: { accountId: login } });
    } else if (step === "consent") {
      const accountId = details.session?.accountId;
      if (!accountId) throw new Error("consent before login");
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      if (!grant) throw new Error("grant not found");
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      await provider.interactionFinished(
        request,
        response,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
    } else if (step === "abort") {
      await provider.interactionFinished(request, response, {
        error: "access_denied",
        error_description: "The person refused to sign in.",
      });
    } else {
      throw new Error(`unknown interaction step ${step}`);
    }
  }

  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const match = /^\/interaction\/([^/?]+)(?:\/([a-z]+))?/.exec(request.url ?? "");
    if (!match?.[1]) {
      providerCallback(request, response);
      return;
    }
    interact(request, response, match[1], match[2]).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
