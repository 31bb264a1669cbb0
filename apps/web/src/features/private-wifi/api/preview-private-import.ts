import { type PrivateImportPreviewAnswer, privateImportPreviewSchema } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { privateWifiApiPaths } from "./private-wifi-paths";

/** The multipart body of the import calls: the file under `file`, its name kept. */
export function importFileBody(file: File): FormData {
  const body = new FormData();
  body.append("file", file, file.name);
  return body;
}

/**
 * POST /ran/sites/{site_id}/spaces/import/preview (docs/private-wifi.md#import):
 * the server's reading of the file, nothing written. The browser reads it
 * first with the same function; the server adds what only it knows, the
 * names already on the site.
 */
export function previewPrivateImportOnSite(
  siteId: number,
  file: File,
  signal?: AbortSignal,
): Promise<PrivateImportPreviewAnswer> {
  return apiCall("POST", privateWifiApiPaths.importPreview(siteId), privateImportPreviewSchema, {
    body: importFileBody(file),
    signal,
  });
}

/** A file the user chose, numbered: a query key cannot tell two File objects apart (both hash as `{}`). */
export interface ChosenImportFile {
  id: number;
  file: File;
}

/** The server's reading of the chosen file, asked once per choice; none while the browser's reading refuses the file. */
export function useSitePreviewOfImport(siteId: number, chosen: ChosenImportFile | undefined, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ["private-wifi", siteId, "import-preview", chosen?.id ?? 0],
      queryFn: ({ signal }) => previewPrivateImportOnSite(siteId, (chosen as ChosenImportFile).file, signal),
    }),
    enabled: enabled && chosen !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
