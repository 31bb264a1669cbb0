import { Counter, Histogram, type Registry } from "prom-client";

/** One answered request, as the metrics count it. */
export type AnsweredRequest = {
  method: string;
  /** The route's pattern (`/api/coupons/:id`), never the URL: one series per route, whatever the ids. */
  route: string;
  statusCode: number;
  durationSeconds: number;
};

/** What requests that matched no route are counted under. */
export const unmatchedRoute = "unmatched";

// From a cached read (a few ms) to a large export or a slow search (seconds).
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Requests by method, route pattern and status, and how long they took; returns the function that counts one. */
export function registerHttpMetrics(registry: Registry): (request: AnsweredRequest) => void {
  const labelNames = ["method", "route", "status_code"] as const;
  const requests = new Counter({
    name: "ondine_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code.",
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "ondine_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's end, by method, route pattern and status code.",
    labelNames,
    buckets: durationBuckets,
    registers: [registry],
  });
  return ({ method, route, statusCode, durationSeconds }) => {
    const labels = { method, route, status_code: String(statusCode) };
    requests.inc(labels);
    durations.observe(labels, durationSeconds);
  };
}
