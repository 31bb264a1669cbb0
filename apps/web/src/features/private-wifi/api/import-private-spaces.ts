import { privateImportAnswerSchema } from "@ondine/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { privateImportsQueryOptions } from "./find-private-imports";
import { importFileBody } from "./preview-private-import";
import { privateWifiApiPaths } from "./private-wifi-paths";
import { refreshPrivateSpaces } from "./refresh-private-spaces";

/**
 * POST /ran/sites/{site_id}/spaces/import (docs/private-wifi.md#import): the
 * server reads the file again and creates every line, or nothing (422 with
 * its preview when a line has a problem).
 */
export function importPrivateSpaces(siteId: number, file: File): Promise<{ import_id: number; created: number }> {
  return apiCall("POST", privateWifiApiPaths.import(siteId), privateImportAnswerSchema, { body: importFileBody(file) });
}

export function useImportPrivateSpaces(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importPrivateSpaces(siteId, file),
    onSuccess: () =>
      Promise.all([
        refreshPrivateSpaces(queryClient, siteId),
        queryClient.invalidateQueries({ queryKey: privateImportsQueryOptions(siteId).queryKey }),
      ]),
  });
}
