import { z } from "zod";
import { rowIdSchema } from "../inputs/id-schema";
import { instantSchema } from "../inputs/instant-schema";
import { ingestCountSchema, macAddressSchema } from "../monitoring/ingest-fields";
import { privateWifiLimits } from "./private-wifi-codes";

// The ingest batch's `private_wifi_devices` section (docs/ingest.md#private-wifi-devices):
// the devices on a space's key now, as the site's collector sees them.

/** A device on the space's key: its MAC, since when it is connected, and the bytes it moved since. */
export const ingestPrivateWifiDeviceSchema = z.object({
  mac: macAddressSchema,
  connected_since: instantSchema,
  download: ingestCountSchema,
  upload: ingestCountSchema,
});
export type IngestPrivateWifiDevice = z.output<typeof ingestPrivateWifiDeviceSchema>;

/**
 * A space's devices at `stamp`, at most privateWifiLimits.devicesPerSpace; a
 * MAC listed twice is one device (the last listing). A newer report replaces
 * the space's list, an older one changes nothing.
 */
export const ingestPrivateWifiDevicesSchema = z.object({
  site_id: rowIdSchema,
  space_id: rowIdSchema,
  devices: z
    .array(ingestPrivateWifiDeviceSchema, { error: "formErrors.invalid" })
    .max(privateWifiLimits.devicesPerSpace, "formErrors.max_length")
    .transform((devices) => [...new Map(devices.map((device) => [device.mac, device])).values()]),
  stamp: instantSchema,
});
export type IngestPrivateWifiDevices = z.output<typeof ingestPrivateWifiDevicesSchema>;
