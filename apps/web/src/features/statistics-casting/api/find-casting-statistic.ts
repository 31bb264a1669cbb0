import {
  type CastingAnswers,
  type CastingStatisticName,
  castingAnswerSchemas,
  castingTimeoutMs,
  type MonitoringLocation,
  type TimeWindow,
} from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiCall } from "../../../api/client";

/** docs/product.md#errors-behaviour: what a card shows when its call fails or times out: no data, never an error. */
const emptyAnswers: CastingAnswers = {
  use_distinct_count: { value: 0 },
  installation_count: { value: 0 },
  app_use: [],
  daily_device_casters: [],
  five_last_casts: [],
  day_use: [],
};

/** `?site_id=|organism_id=&from=&to=` (docs/api.md "Casting statistics"), in unix seconds. */
function castingQuery(location: MonitoringLocation, window: TimeWindow) {
  return {
    [location.type === "site" ? "site_id" : "organism_id"]: location.id,
    from: Math.floor(window.startAt.getTime() / 1000),
    to: Math.floor(window.stopAt.getTime() / 1000),
  };
}

/**
 * GET /chromecast/{name}: one card's figures, given 60 s (docs/product.md#statistics-casting).
 * A failure or a timeout answers the empty data of docs/product.md#errors-behaviour, so the card
 * says "empty"; only a cancellation by the query (the card went away) throws.
 */
export async function findCastingStatistic<Name extends CastingStatisticName>(
  name: Name,
  location: MonitoringLocation,
  window: TimeWindow,
  signal?: AbortSignal,
): Promise<CastingAnswers[Name]> {
  const timeout = AbortSignal.timeout(castingTimeoutMs);
  try {
    // The route declares the six shapes; this card reads the one its `name` answers.
    // TypeScript does not follow `name` from the record to its schema's output: the record is typed by name.
    const answer = castingAnswerSchemas[name] as unknown as z.ZodType<CastingAnswers[Name]>;
    return await apiCall("GET", `/chromecast/${name}`, answer, {
      query: castingQuery(location, window),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return emptyAnswers[name];
  }
}

export function castingStatisticQueryOptions<Name extends CastingStatisticName>(
  name: Name,
  location: MonitoringLocation,
  window: TimeWindow,
) {
  const { from, to } = castingQuery(location, window);
  return queryOptions({
    queryKey: ["statistics", "chromecast", name, location.type, location.id, from, to] as const,
    queryFn: ({ signal }) => findCastingStatistic(name, location, window, signal),
    // Casts of the past do not change under the reader; a new period is a new key.
    staleTime: 5 * 60_000,
  });
}

/** One card's call: each card has its own, so a slow one does not hold the others (docs/product.md#statistics-casting). */
export function useCastingStatistic<Name extends CastingStatisticName>(
  name: Name,
  location: MonitoringLocation,
  window: TimeWindow,
) {
  return useQuery(castingStatisticQueryOptions(name, location, window));
}
