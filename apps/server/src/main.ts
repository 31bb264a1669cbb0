// The API server's process (apps/server/dist/main.js): run-server.ts.
import { runServer } from "./run-server";

runServer();
