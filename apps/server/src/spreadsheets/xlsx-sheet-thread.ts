import { PassThrough } from "node:stream";
import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import { attachmentDisposition, xlsxMediaType } from "./workbook-stream";

/** A cell's value as the worker writes it: a text, a number, a date cell, or nothing. */
export type SheetCellValue = string | number | Date | null;

export type SheetSetup = {
  name: string;
  columns: readonly { key: string; width: number; header: string }[];
};

/**
 * One workbook being written on the worker thread: rows go in a batch at a
 * time, the file's bytes come out of `output` as the worker writes them.
 */
export type SheetJob = {
  readonly output: PassThrough;
  /** The index of a number format's shared style (0: no format), registered on first use. */
  styleOf(numberFormat: string | null): number;
  /** Rows of `width` cells, one after the other, with the style index of each cell. */
  addRows(values: SheetCellValue[], styles: number[]): void;
  /** Every row is in: the worker finishes the file and `output` ends. */
  end(): void;
  /** Stops the job (the worker drops it) and destroys `output` with the error. */
  fail(error: Error): void;
};

type WorkerMessage =
  | { job: number; type: "chunk"; bytes: ArrayBuffer }
  | { job: number; type: "done" }
  | { job: number; type: "error"; message: string };

type Running = { output: PassThrough; log: FastifyBaseLogger };

type SheetWorker = { worker: Worker; jobs: Map<number, Running> };

/** A job running holds the process open like any request; an idle worker does not. */
function settled(sheet: SheetWorker) {
  if (sheet.jobs.size === 0) sheet.worker.unref();
}

let current: SheetWorker | undefined;
let nextJob = 1;

function failRunning(running: Running, error: Error) {
  running.log.error({ err: error }, "xlsx export failed on its worker thread");
  running.output.destroy(error);
}

/**
 * The process's sheet worker, started on the first xlsx export and kept
 * (unref'd: it never holds the process open). When it crashes or exits, its
 * jobs fail and the next export starts a new one.
 */
function sheetWorker(): SheetWorker {
  if (current) return current;
  const worker = new Worker(new URL("./xlsx-sheet-worker.mjs", import.meta.url));
  const started: SheetWorker = { worker, jobs: new Map() };
  const lost = (error: Error) => {
    if (current === started) current = undefined;
    const jobs = [...started.jobs.values()];
    started.jobs.clear();
    for (const running of jobs) failRunning(running, error);
  };
  worker.on("message", (message: WorkerMessage) => {
    const running = started.jobs.get(message.job);
    if (!running) return;
    if (message.type === "chunk") {
      running.output.write(Buffer.from(message.bytes));
      return;
    }
    started.jobs.delete(message.job);
    settled(started);
    if (message.type === "done") running.output.end();
    else failRunning(running, new Error(`xlsx worker: ${message.message}`));
  });
  worker.on("error", (error) => lost(error));
  worker.on("exit", (code) => lost(new Error(`xlsx worker exited (code ${code})`)));
  // Idle, it never holds the process open (after the listeners: a listener added later would).
  worker.unref();
  current = started;
  return started;
}

/** Stops the sheet worker (its jobs fail): for tests of a lost worker, and shutdown. */
export async function stopSheetWorker(): Promise<void> {
  const running = current;
  if (!running) return;
  await running.worker.terminate();
}

/** Starts writing a one-sheet workbook on the worker thread. */
export function startSheetJob(setup: SheetSetup, log: FastifyBaseLogger): SheetJob {
  const sheet = sheetWorker();
  const { worker, jobs } = sheet;
  const job = nextJob++;
  const output = new PassThrough();
  jobs.set(job, { output, log });
  worker.ref();
  worker.postMessage({
    job,
    type: "setup",
    setup: { name: setup.name, columns: setup.columns.map((c) => ({ ...c })) },
  });
  const formats = new Map<string, number>();
  let newFormats: string[] = [];
  const open = () => jobs.has(job);
  // The client went away (or the job failed): the worker drops the job.
  output.on("close", () => {
    if (!jobs.delete(job)) return;
    worker.postMessage({ job, type: "abort" });
    settled(sheet);
  });
  return {
    output,
    styleOf(numberFormat) {
      if (numberFormat === null) return 0;
      let index = formats.get(numberFormat);
      if (index === undefined) {
        index = formats.size + 1;
        formats.set(numberFormat, index);
        newFormats.push(numberFormat);
      }
      return index;
    },
    addRows(values, styles) {
      if (!open()) return;
      worker.postMessage({ job, type: "rows", values, styles, formats: newFormats });
      newFormats = [];
    },
    end() {
      if (open()) worker.postMessage({ job, type: "end" });
    },
    fail(error) {
      const running = jobs.get(job);
      if (!running) return;
      jobs.delete(job);
      worker.postMessage({ job, type: "abort" });
      settled(sheet);
      failRunning(running, error);
    },
  };
}

/**
 * Answers with a one-sheet workbook written on the worker thread while
 * `write` reads and converts the rows (docs/exports.md "Written on a worker
 * thread"), streamed as it is written. Every check that can refuse the
 * request runs before this is called; a failure once the first bytes are
 * out cuts the download.
 */
export function sendSheetWorkbook(
  reply: FastifyReply,
  fileName: string,
  setup: SheetSetup,
  write: (job: SheetJob) => Promise<void>,
  headers: Record<string, string> = {},
): FastifyReply {
  const job = startSheetJob(setup, reply.log);
  reply
    .header("content-type", xlsxMediaType)
    .header("content-disposition", attachmentDisposition(fileName))
    .header("cache-control", "private, no-store")
    .headers(headers);
  write(job)
    .then(() => job.end())
    .catch((error: unknown) => job.fail(error instanceof Error ? error : new Error(String(error))));
  return reply.send(job.output);
}
