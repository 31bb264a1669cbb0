import type { DemoCollectors } from "@ondine/tools/simulate";

export interface ReportedDevice {
  mac: string;
  connectedSince: Date;
  download: number;
  upload: number;
}

/**
 * Reports the devices on a private space's key through the ingest API
 * (docs/ingest.md#private-wifi-devices), with the token of the demo collector
 * that serves its site, as a real collector would between two rounds.
 * Stamped a few minutes ahead, so that it is newer than any the simulator sent.
 */
export async function reportPrivateWifiDevices(
  baseUrl: string,
  collectors: DemoCollectors,
  report: { siteId: number; spaceId: number; devices: readonly ReportedDevice[] },
): Promise<void> {
  const collector = collectors.plan.collectors.find((candidate) => candidate.siteIds.includes(report.siteId));
  const token = collector ? collectors.tokens.get(collector.name) : undefined;
  if (!collector || !token) throw new Error(`no demo collector serves site ${report.siteId}`);
  const response = await fetch(new URL("/api/ingest/v1/batches", baseUrl), {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      private_wifi_devices: [
        {
          site_id: report.siteId,
          space_id: report.spaceId,
          devices: report.devices.map((device) => ({
            mac: device.mac,
            connected_since: device.connectedSince.toISOString(),
            download: device.download,
            upload: device.upload,
          })),
          stamp: new Date(Date.now() + 5 * 60_000).toISOString(),
        },
      ],
    }),
  });
  const answer = (await response.json()) as { accepted?: number; rejected?: unknown[] };
  if (!response.ok || answer.accepted !== 1) {
    throw new Error(`the report was not stored (${response.status}): ${JSON.stringify(answer)}`);
  }
}
