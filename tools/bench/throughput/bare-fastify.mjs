// The throughput benchmark's reference: a bare Fastify 5 answering a small
// JSON on 127.0.0.1:PORT, nothing else (no plugins, no logging). Started by
// throughput-bench.ts in its own process, as the app is.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
