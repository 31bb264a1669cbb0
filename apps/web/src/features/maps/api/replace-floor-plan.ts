import type { FloorPlan } from "@ondine/domain";
import { floorPlanSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { siteMapQueryOptions } from "./get-site-map";

/** PUT /monitoring/floors/{floorUuid}/plan: the image's raw bytes, typed image/png, image/jpeg or image/svg+xml (admins). */
export function replaceFloorPlan(floorUuid: string, file: Blob): Promise<FloorPlan> {
  return apiCall("PUT", `/monitoring/floors/${encodeURIComponent(floorUuid)}/plan`, floorPlanSchema, { body: file });
}

/** Replaces a floor's plan, then reads the site's map again (the plan's address carries its new digest). */
export function useReplaceFloorPlan(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ floorUuid, file }: { floorUuid: string; file: Blob }) => replaceFloorPlan(floorUuid, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteMapQueryOptions(siteId).queryKey }),
  });
}
