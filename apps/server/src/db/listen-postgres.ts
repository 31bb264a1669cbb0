import pg from "pg";
import type { DatabaseLogger, NotificationListener } from "./database";

/** How long a lost listening connection waits before connecting again. */
export const listenReconnectDelayMs = 1_000;

/**
 * LISTENs on a pg.Client of its own (a pool connection would be handed to
 * other queries): notifications arrive in commit order on it. When the
 * connection is lost, the listener hears `onListening(false)` and the client
 * is replaced after a delay until `stop()`.
 */
export async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  listener: NotificationListener,
  logger?: DatabaseLogger,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: unknown) => {
    if (stopped) return;
    if (error) logger?.warn({ err: error }, "The PostgreSQL listening connection failed");
    listener.onListening(false);
    const failed = client;
    client = undefined;
    failed?.removeAllListeners();
    failed?.on("error", () => {});
    failed?.end().catch(() => {});
    retry ??= setTimeout(() => {
      retry = undefined;
      connect().catch(lost);
    }, listenReconnectDelayMs);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel === channel) listener.onNotification(message.payload ?? "");
    });
    next.on("error", lost);
    next.on("end", () => {
      if (client === next) lost();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    listener.onListening(true);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end();
  };
}
