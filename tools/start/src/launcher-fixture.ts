// Stands for `npm start` in start-server.test.ts: starts the server from its
// source the way the launcher starts the built one, prints its pid, and
// stays until killed.
import { fileURLToPath } from "node:url";
import { startServer } from "./start-server";

const serverSource = fileURLToPath(new URL("../../../apps/server/src/main.ts", import.meta.url));
const server = startServer(["--import", import.meta.resolve("tsx"), serverSource]);
process.stdout.write(`server pid ${server.pid}\n`);
