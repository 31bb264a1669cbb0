import type pg from "pg";
import { currentRequestId } from "../request-context";

/** What the server's connections are called in `pg_stat_activity` and the server's log outside a request. */
export const baseApplicationName = "ondine";

/** `ondine <request id>` while a request runs, `ondine` otherwise (PostgreSQL keeps the first 63 bytes). */
export function applicationNameFor(requestId: string | undefined): string {
  return requestId === undefined ? baseApplicationName : `${baseApplicationName} ${requestId}`;
}

type QueryFunction = (...args: unknown[]) => unknown;

/** A query that answers through a callback (pg-pool's own calls), rather than a promise. */
const callbackOf = (args: unknown[]) => {
  const last = args[args.length - 1];
  return typeof last === "function" ? last : undefined;
};

/** A Submittable (a cursor, a stream) is handed back at once: it cannot wait for the renaming. */
const isSubmittable = (config: unknown) =>
  typeof config === "object" && config !== null && typeof (config as { submit?: unknown }).submit === "function";

/**
 * Names each connection of the pool after the request that uses it, so that
 * a slow query in `pg_stat_activity`, or in the server's log with `%a` in
 * `log_line_prefix`, leads to the request's log line (its `reqId`;
 * docs/operations.md#logs). A query whose request differs from the one the
 * connection was last named for first sets `application_name` (one round
 * trip); the next queries of that request cost a string comparison. The first
 * name is the pool's (`application_name`, or the connection string's). A
 * session setting rather than a local one: it outlives the transaction, and it
 * is set before a request's BEGIN, never inside, so no rollback undoes it
 * behind our back. PgBouncer keeps it per client, as TimeZone.
 */
export function nameConnectionAfterRequest(client: pg.ClientBase): void {
  const query: QueryFunction = client.query.bind(client);
  const initial = (client as { connectionParameters?: { application_name?: unknown } }).connectionParameters
    ?.application_name;
  let current: string | undefined = typeof initial === "string" ? initial : undefined;
  // While a renaming runs, later queries wait behind it, in the order they came.
  let renaming: Promise<void> | undefined;
  const rename = (wanted: string) => {
    current = wanted;
    const done: Promise<void> = (
      query("select set_config('application_name', $1, false)", [wanted]) as Promise<unknown>
    )
      .then(
        () => undefined,
        () => {
          // A broken connection: the query behind says so itself; ask again next time.
          if (current === wanted) current = undefined;
        },
      )
      .finally(() => {
        if (renaming === done) renaming = undefined;
      });
    renaming = done;
  };
  const named = (...args: unknown[]) => {
    if (isSubmittable(args[0])) return query(...args);
    const wanted = applicationNameFor(currentRequestId());
    if (wanted !== current) rename(wanted);
    if (!renaming) return query(...args);
    const callback = callbackOf(args);
    if (!callback) return renaming.then(() => query(...args));
    void renaming.then(() => {
      try {
        query(...args);
      } catch (error) {
        callback(error);
      }
    });
    return undefined;
  };
  client.query = named as typeof client.query;
}
