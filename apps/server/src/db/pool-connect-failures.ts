import pg from "pg";

const failedDatabaseConnects = new WeakSet<object>();

/**
 * Whether an error is a failure to open a connection of the pool: Node's
 * ECONNREFUSED or ETIMEDOUT say nothing of which server refused, and an SSO
 * provider's refusal (fetch's cause) looks the same as the database's.
 */
export function isPoolConnectFailure(error: unknown): boolean {
  return typeof error === "object" && error !== null && failedDatabaseConnects.has(error);
}

function remembered(error: Error): Error {
  failedDatabaseConnects.add(error);
  return error;
}

/**
 * pg's Client as the pool makes its connections (the pool's `Client`
 * option): the same, but a failure to connect is remembered as the
 * database's (`isPoolConnectFailure`).
 */
export class PoolConnection extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: (error: Error) => void): void;
  override connect(callback?: (error: Error) => void): Promise<pg.Client> | undefined {
    if (!callback) {
      return super.connect().catch((error: unknown) => {
        throw error instanceof Error ? remembered(error) : error;
      });
    }
    super.connect((error: Error) => callback(error ? remembered(error) : error));
    return undefined;
  }
}
