import { type EquipmentSearchHit, equipmentSearchAnswerSchema, isEquipmentSearchable } from "@ondine/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

/** How many hits the find-equipment field lists. */
export const equipmentSearchLimit = 10;

/** GET /monitoring/equipment/search?q=&limit=: equipment of the caller's sites by MAC, serial, tag or model. */
export function searchEquipment(text: string, signal?: AbortSignal): Promise<EquipmentSearchHit[]> {
  return apiCall("GET", "/monitoring/equipment/search", equipmentSearchAnswerSchema, {
    query: { q: text.trim(), limit: equipmentSearchLimit },
    signal,
  });
}

export function equipmentSearchQueryOptions(text: string) {
  return queryOptions({
    queryKey: ["monitoring", "equipment-search", text.trim().toLowerCase()],
    queryFn: ({ signal }) => searchEquipment(text, signal),
    staleTime: 30_000,
  });
}

/** The hits for a text (debounced by the caller); nothing is asked under two characters. */
export function useEquipmentSearch(text: string) {
  return useQuery({
    ...equipmentSearchQueryOptions(text),
    enabled: isEquipmentSearchable(text),
    // The list stays while the next text's hits load: it does not flicker at each key.
    placeholderData: keepPreviousData,
  });
}
