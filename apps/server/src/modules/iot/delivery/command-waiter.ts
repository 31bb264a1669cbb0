import type { DatabaseHandle } from "../../../db";

/** The channel migration 0013's trigger notifies on each new command, with its site id. */
export const iotCommandChannel = "ondine_iot_commands";

/** While not listening (the connection lost, or LISTEN refused), a waiting collector looks again this often. */
export const iotCommandPollMs = 5_000;

/** Why a wait ended. */
export type IotCommandWake = "command" | "timeout" | "aborted" | "closing";

/** A collector's request waiting for a command of its sites. */
export interface IotCommandWatch {
  /**
   * Resolves when a command of the sites was announced since the watch
   * began (at once if one was already), after `ms`, when `signal` aborts
   * (the request closed), or when the server closes.
   */
  wait(ms: number, signal?: AbortSignal): Promise<IotCommandWake>;
  /** Forgets the watch. */
  close(): void;
}

type Watcher = { siteIds: ReadonlySet<number>; woken: boolean; wake: (() => void) | undefined };

type WaiterLogger = { warn: (details: object, message: string) => void };

/**
 * The process's one LISTEN on `ondine_iot_commands`, fanned out to the
 * collectors' waiting requests (`GET /ingest/v1/commands?wait=`): a
 * notification wakes those whose collector has that site. A command made
 * through any app instance, or by plain SQL, wakes the waiting requests of
 * every instance. Not listening, waits are cut to a few seconds so the
 * requests read again.
 */
export class IotCommandWaiter {
  private readonly watchers = new Set<Watcher>();
  private listening = false;
  private closing = false;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly logger: WaiterLogger,
  ) {}

  async start(): Promise<void> {
    try {
      this.stopListening = await this.database.listen(iotCommandChannel, {
        onNotification: (payload) => this.receive(payload),
        onListening: (listening) => {
          this.listening = listening;
          // Back after a loss: a command may have come unheard, so everyone reads again.
          if (listening) this.wakeAll();
        },
      });
      this.listening = true;
    } catch (error) {
      this.logger.warn(
        { err: error },
        "Cannot listen for IoT commands: waiting collectors read again every few seconds",
      );
    }
  }

  /** How many requests wait, for tests and logs. */
  get watcherCount(): number {
    return this.watchers.size;
  }

  /** Starts watching before reading, so that a command made in between is not missed. */
  watch(siteIds: ReadonlySet<number>): IotCommandWatch {
    const watcher: Watcher = { siteIds, woken: false, wake: undefined };
    if (!this.closing) this.watchers.add(watcher);
    const forget = () => this.watchers.delete(watcher);
    return {
      wait: (ms, signal) => {
        if (this.closing) return Promise.resolve("closing");
        if (signal?.aborted) return Promise.resolve("aborted");
        if (watcher.woken) {
          watcher.woken = false;
          return Promise.resolve("command");
        }
        return new Promise<IotCommandWake>((resolve) => {
          const limitMs = this.listening ? ms : Math.min(ms, iotCommandPollMs);
          const finish = (why: IotCommandWake) => {
            clearTimeout(timer);
            signal?.removeEventListener("abort", onAbort);
            watcher.wake = undefined;
            watcher.woken = false;
            resolve(why);
          };
          const onAbort = () => finish("aborted");
          const timer = setTimeout(() => finish("timeout"), Math.max(0, limitMs));
          signal?.addEventListener("abort", onAbort, { once: true });
          watcher.wake = () => finish(this.closing ? "closing" : "command");
        });
      },
      close: forget,
    };
  }

  /** The server is closing: every waiting request answers now (`app.close()` must not wait for them). */
  endAll(): void {
    this.closing = true;
    this.wakeAll();
    this.watchers.clear();
  }

  async stop(): Promise<void> {
    this.closing = true;
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  private receive(payload: string): void {
    const siteId = Number(payload);
    if (!Number.isSafeInteger(siteId)) {
      this.wakeAll();
      return;
    }
    for (const watcher of this.watchers) if (watcher.siteIds.has(siteId)) this.wakeOne(watcher);
  }

  private wakeAll(): void {
    for (const watcher of this.watchers) this.wakeOne(watcher);
  }

  private wakeOne(watcher: Watcher): void {
    if (watcher.wake) watcher.wake();
    else watcher.woken = true;
  }
}
