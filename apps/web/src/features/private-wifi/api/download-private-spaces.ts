import type { PrivateSpaceExportFormat, PrivateSpaceState } from "@ondine/domain";
import { apiResponse } from "../../../api/client";
import { attachmentFileName } from "../../../api/download-export";
import { privateWifiApiPaths } from "./private-wifi-paths";

export interface PrivateSpacesExport {
  format: PrivateSpaceExportFormat;
  /** The keys in the file: each such export is written to the audit log (docs/private-wifi.md#keys). */
  withKeys: boolean;
  q?: string;
  state?: PrivateSpaceState;
}

/** GET /ran/sites/{site_id}/spaces/export (docs/private-wifi.md#calls): the list's search as a file, under the server's name. */
export async function downloadPrivateSpaces(
  siteId: number,
  options: PrivateSpacesExport,
): Promise<{ file: Blob; fileName: string }> {
  const response = await apiResponse("GET", privateWifiApiPaths.export(siteId), {
    query: { format: options.format, with_keys: options.withKeys ? "1" : "0", q: options.q, state: options.state },
  });
  const file = await response.blob();
  const fileName = attachmentFileName(response.headers.get("content-disposition")) ?? `spaces.${options.format}`;
  return { file, fileName };
}
