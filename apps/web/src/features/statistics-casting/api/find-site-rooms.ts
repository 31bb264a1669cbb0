import { iotRoomsAnswerSchema } from "@ondine/domain";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

/**
 * GET /iots/sites/{siteId}/rooms: the rooms whose sticks name the per-room
 * table's rows. Only a site has rooms; without them (an organism, a failed
 * read) the table names each stick by its serial.
 */
export function useSiteRooms(siteId: number | null) {
  return useQuery({
    queryKey: ["statistics", "chromecast", "rooms", siteId] as const,
    queryFn: ({ signal }) => apiCall("GET", `/iots/sites/${siteId}/rooms`, iotRoomsAnswerSchema, { signal }),
    enabled: siteId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
