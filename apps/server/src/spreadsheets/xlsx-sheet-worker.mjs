// The worker thread that writes one-sheet xlsx workbooks (docs/exports.md
// "Written on a worker thread"): the main thread reads and converts the rows,
// this thread runs exceljs's streaming writer, so reading and writing overlap.
// A plain ES module so that vitest, tsx and the built server load it alike.
//
// Messages in, each with `job` (a number):
//   { type: "setup", setup: { name, columns: [{ key, width, header }] } }
//   { type: "rows", width, values: [...], styles: [...], formats: [...] }
//     values: the cells row after row (string, number, Date or null);
//     styles: per cell, an index in the job's styles (0: none, n: formats[n - 1]);
//     formats: the number formats added since the last batch.
//   { type: "end" } / { type: "abort" }
// Messages out: { job, type: "chunk", bytes: ArrayBuffer (transferred) },
// then { job, type: "done" } or { job, type: "error", message }.
import { Writable } from "node:stream";
import { parentPort } from "node:worker_threads";
import ExcelJS from "exceljs";

/** Output bytes gathered before a chunk is posted: fewer, larger messages. */
const chunkBytes = 64 * 1024;

const port = parentPort;
if (!port) throw new Error("xlsx-sheet-worker.mjs runs as a worker thread.");

/** @type {Map<number, { addRows(message: any): void; end(): void; abort(): void }>} */
const jobs = new Map();

/** @param {number} job @param {unknown} error */
function fail(job, error) {
  if (!jobs.delete(job)) return;
  port.postMessage({ job, type: "error", message: error instanceof Error ? error.message : String(error) });
}

/** @param {number} job @param {{ name: string; columns: { key: string; width: number; header: string }[] }} setup */
function startJob(job, setup) {
  /** @type {Buffer[]} */
  let pending = [];
  let pendingBytes = 0;
  let aborted = false;
  const flush = () => {
    if (pendingBytes === 0 || aborted) return;
    const bytes = new Uint8Array(pendingBytes);
    let offset = 0;
    for (const chunk of pending) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    pending = [];
    pendingBytes = 0;
    port.postMessage({ job, type: "chunk", bytes: bytes.buffer }, [bytes.buffer]);
  };
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= chunkBytes) flush();
      callback();
    },
    final(callback) {
      flush();
      callback();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(setup.name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = setup.columns.map((column) => ({ key: column.key, width: column.width, header: column.header }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  // One style object per number format, given to every cell of that format: exceljs finds a
  // style again by its object, else renders it to XML to look it up (most of the writing time).
  /** @type {Partial<ExcelJS.Style>[]} */
  const styles = [{}];
  const width = setup.columns.length;
  /** @type {ExcelJS.CellValue[]} */
  const values = new Array(width).fill(null);
  jobs.set(job, {
    addRows(message) {
      for (const format of message.formats) styles.push({ numFmt: format });
      const rowValues = message.values;
      const rowStyles = message.styles;
      for (let start = 0; start < rowValues.length; start += width) {
        for (let index = 0; index < width; index++) values[index] = rowValues[start + index] ?? null;
        const row = sheet.addRow(values);
        for (let index = 0; index < width; index++) {
          const style = styles[rowStyles[start + index]];
          if (!style) throw new Error(`No style ${rowStyles[start + index]} in job ${job}.`);
          row.getCell(index + 1).style = style;
        }
        row.commit();
      }
    },
    end() {
      sheet.commit();
      workbook
        .commit()
        .then(() => {
          if (!jobs.delete(job)) return;
          port.postMessage({ job, type: "done" });
        })
        .catch((error) => fail(job, error));
    },
    abort() {
      // Its writer is left to the garbage collector: nothing more is written or posted.
      aborted = true;
      jobs.delete(job);
    },
  });
}

port.on("message", (message) => {
  const { job } = message;
  if (message.type === "setup") {
    try {
      startJob(job, message.setup);
    } catch (error) {
      port.postMessage({ job, type: "error", message: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  try {
    const writer = jobs.get(job);
    if (!writer) return; // failed or aborted earlier: its later batches are dropped
    if (message.type === "rows") writer.addRows(message);
    else if (message.type === "end") writer.end();
    else if (message.type === "abort") writer.abort();
  } catch (error) {
    const writer = jobs.get(job);
    fail(job, error);
    writer?.abort();
  }
});
