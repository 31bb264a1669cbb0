import type { IotDevice, IotRoom, IotSiteWlan } from "./iot-answers";

// docs/product.md#iot-devices IoT "configure instructions": what the Configure modal shows
// for a device. Only LG and Samsung TVs have set-up instructions; a stick is
// set up on the site's "RAN Provisioning" network.

/** docs/product.md#iot-limits: after the stick is given its network, the console waits this long before it may be checked. */
export const stickConfigurationWaitSeconds = 30;

/**
 * docs/product.md#iot-devices: Samsung hospitality TVs of these model families run Orsay (the
 * 2014–2016 lines: the family code sits in the model name, e.g. HG40EE690DB);
 * every other Samsung runs Tizen.
 */
export const samsungOrsayFamilies = [
  "EC470",
  "EC590",
  "EC690",
  "ED470",
  "ED590",
  "ED690",
  "EE470",
  "EE590",
  "EE690",
] as const;

/**
 * "a table maps 16 hotspot ids to LG ports" (docs/product.md#iot-validation) (its contents are ours):
 * the room's hotspot is the TV's wired port on the room's access point, and
 * an LG Pro:Centric TV reaches the hotel server through the RF channel paired
 * with it. Hotspot 1 uses port 1, and so on: LG's set-up menu counts ports 1
 * to 16, the hotspots of one access point too. A hotspot outside the table
 * has no LG port: the modal then asks to call the support.
 */
export const lgPortByHotspotId: Readonly<Record<number, number>> = Object.freeze({
  1: 1,
  2: 2,
  3: 3,
  4: 4,
  5: 5,
  6: 6,
  7: 7,
  8: 8,
  9: 9,
  10: 10,
  11: 11,
  12: 12,
  13: 13,
  14: 14,
  15: 15,
  16: 16,
});

/**
 * "a fixed pin is shown for enterprise instructions" (docs/product.md#iot-devices): the installer
 * pin of the Otrum Enterprise TV system, the same on every site (Otrum's
 * factory installer code). Mirage sites have their own pin (`/tvs_pincode`).
 */
export const otrumEnterpriseInstallerPin = "9876";

/** Where the TV's installer pin comes from. */
export type TvPinSource = { kind: "fixed"; pin: string } | { kind: "site" } | null;

export type IotDeviceInstructions =
  /** A stick: join the "RAN Provisioning" network, then wait. `wlan` null when the site has none. */
  | { kind: "stick"; wlan: IotSiteWlan | null; waitSeconds: number }
  | { kind: "lg"; port: number | null; pin: TvPinSource; otrumUrl: string | null }
  | { kind: "samsung"; platform: "orsay" | "tizen"; pin: TvPinSource; otrumUrl: string | null }
  /** A TV of another brand: instructions "soon". */
  | { kind: "soon"; manufacturer: string };

export function isSamsungOrsayModel(model: string): boolean {
  const upper = model.toUpperCase();
  return samsungOrsayFamilies.some((family) => upper.includes(family));
}

function tvPinSource(device: Pick<IotDevice, "otrum_version">): TvPinSource {
  if (device.otrum_version === "enterprise") return { kind: "fixed", pin: otrumEnterpriseInstallerPin };
  if (device.otrum_version === "mirage") return { kind: "site" };
  return null;
}

/** The brand a TV reads as: its manufacturer, else its model's start (LG's models are not prefixed). */
function brandOf(device: Pick<IotDevice, "manufacturer">): "lg" | "samsung" | "other" {
  const maker = device.manufacturer.trim().toLowerCase();
  if (maker === "lg" || maker.startsWith("lg ")) return "lg";
  if (maker.startsWith("samsung")) return "samsung";
  return "other";
}

/** The instructions the Configure modal shows for `device` of `room`, given the site's wlans. */
export function iotDeviceInstructions(
  device: Pick<IotDevice, "type" | "manufacturer" | "model" | "otrum_version" | "otrum_url">,
  room: Pick<IotRoom, "hotspot_id">,
  wlans: readonly IotSiteWlan[],
): IotDeviceInstructions {
  if (device.type === "chromecast") {
    return {
      kind: "stick",
      wlan: wlans.find((wlan) => wlan.name === "RAN Provisioning") ?? null,
      waitSeconds: stickConfigurationWaitSeconds,
    };
  }
  const pin = tvPinSource(device);
  switch (brandOf(device)) {
    case "lg":
      return {
        kind: "lg",
        port: room.hotspot_id === null ? null : (lgPortByHotspotId[room.hotspot_id] ?? null),
        pin,
        otrumUrl: device.otrum_url,
      };
    case "samsung":
      return {
        kind: "samsung",
        platform: isSamsungOrsayModel(device.model) ? "orsay" : "tizen",
        pin,
        otrumUrl: device.otrum_url,
      };
    default:
      return { kind: "soon", manufacturer: device.manufacturer };
  }
}
