import { Counter, type Registry } from "prom-client";

/** The items of one section of an ingest batch, as the ingest module counts them. */
export type IngestItemCount = { kind: string; accepted: number; rejected: number };

/** Items collectors sent, by kind (the batch's section) and outcome; returns the function that counts a batch's. */
export function registerIngestMetrics(registry: Registry): (counts: readonly IngestItemCount[]) => void {
  const items = new Counter({
    name: "ondine_ingest_items_received_total",
    help: "Items of ingest batches received, by kind (the batch's section) and outcome (accepted or rejected).",
    labelNames: ["kind", "outcome"] as const,
    registers: [registry],
  });
  return (counts) => {
    for (const { kind, accepted, rejected } of counts) {
      items.inc({ kind, outcome: "accepted" }, accepted);
      items.inc({ kind, outcome: "rejected" }, rejected);
    }
  };
}
