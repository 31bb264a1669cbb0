import type { DemoCollectors } from "../../simulate/src/demo-collectors";

/** The argument that asks `npm start`'s server for the demo collectors' new tokens (the simulator is on). */
export const demoCollectorsArgument = "--demo-collectors";

/**
 * What `npm start`'s server sends its launcher over the IPC channel once it
 * listens: the port it got, and the simulator's collectors with their new
 * tokens, taken on the server's own database connection (null when not
 * asked for, or when the database has no demo collectors). Sent with
 * Node's "advanced" serialization, which keeps the Map and the Date.
 */
export type ServerListening = { kind: "listening"; port: number; demo: DemoCollectors | null };

export function isServerListening(message: unknown): message is ServerListening {
  return typeof message === "object" && message !== null && "kind" in message && message.kind === "listening";
}
