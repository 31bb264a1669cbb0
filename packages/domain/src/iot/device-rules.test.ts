import { describe, expect, it } from "vitest";
import { canRestartIotDevice, rebootTypeOf, sparesForDevice } from "./device-commands";
import {
  iotDeviceInstructions,
  isSamsungOrsayModel,
  lgPortByHotspotId,
  otrumEnterpriseInstallerPin,
  stickConfigurationWaitSeconds,
} from "./device-instructions";
import type { IotSiteWlan } from "./iot-answers";
import { iotMessageCreateSchema, iotMessageUpdateSchema } from "./iot-requests";
import { enabledIotMessage, iotMessageUpdateBody } from "./message-form";

const wlans: IotSiteWlan[] = [
  { name: "RAN", ssid: "Hotel-RAN", psk: "ran-key" },
  { name: "RAN Provisioning", ssid: "Hotel-Setup", psk: "setup-key" },
];
const tv = (fields: { manufacturer: string; model: string; otrum_version?: "mirage" | "enterprise" | null }) => ({
  type: "tv" as const,
  otrum_url: "http://otrum.local",
  otrum_version: null,
  ...fields,
});

describe("TV and stick set-up instructions (docs/product.md#iot-devices)", () => {
  it("gives a stick the site's RAN Provisioning network and the 30 s wait", () => {
    const stick = {
      type: "chromecast" as const,
      manufacturer: "Google",
      model: "Chromecast",
      otrum_url: null,
      otrum_version: null,
    };
    expect(iotDeviceInstructions(stick, { hotspot_id: 3 }, wlans)).toEqual({
      kind: "stick",
      wlan: wlans[1],
      waitSeconds: 30,
    });
    expect(stickConfigurationWaitSeconds).toBe(30);
    expect(iotDeviceInstructions(stick, { hotspot_id: 3 }, [])).toMatchObject({ kind: "stick", wlan: null });
  });

  it("reads Samsung EE690 and ED590 families as Orsay, other Samsung as Tizen", () => {
    expect(isSamsungOrsayModel("HG40EE690DB")).toBe(true);
    expect(isSamsungOrsayModel("hg32ed590")).toBe(true);
    expect(isSamsungOrsayModel("HG43EJ690")).toBe(false);
    expect(
      iotDeviceInstructions(tv({ manufacturer: "Samsung", model: "HG40EE690DB TV" }), { hotspot_id: 1 }, wlans),
    ).toMatchObject({ kind: "samsung", platform: "orsay" });
    expect(
      iotDeviceInstructions(tv({ manufacturer: "SAMSUNG", model: "HG43AU800 TV" }), { hotspot_id: 1 }, wlans),
    ).toMatchObject({ kind: "samsung", platform: "tizen" });
  });

  it("gives an LG TV the port of its room's hotspot, none outside the 16 of the table", () => {
    expect(Object.keys(lgPortByHotspotId)).toHaveLength(16);
    expect(
      iotDeviceInstructions(tv({ manufacturer: "LG", model: "43LT340H TV" }), { hotspot_id: 7 }, wlans),
    ).toMatchObject({ kind: "lg", port: lgPortByHotspotId[7] });
    expect(
      iotDeviceInstructions(tv({ manufacturer: "LG", model: "43LT340H" }), { hotspot_id: 17 }, wlans),
    ).toMatchObject({
      kind: "lg",
      port: null,
    });
    expect(
      iotDeviceInstructions(tv({ manufacturer: "LG", model: "43LT340H" }), { hotspot_id: null }, wlans),
    ).toMatchObject({
      port: null,
    });
  });

  it("shows the fixed pin for enterprise, the site's pin for mirage, none otherwise", () => {
    const room = { hotspot_id: 1 };
    expect(
      iotDeviceInstructions(tv({ manufacturer: "LG", model: "x", otrum_version: "enterprise" }), room, wlans),
    ).toMatchObject({
      pin: { kind: "fixed", pin: otrumEnterpriseInstallerPin },
    });
    expect(
      iotDeviceInstructions(tv({ manufacturer: "Samsung", model: "x", otrum_version: "mirage" }), room, wlans),
    ).toMatchObject({
      pin: { kind: "site" },
    });
    expect(iotDeviceInstructions(tv({ manufacturer: "LG", model: "x" }), room, wlans)).toMatchObject({ pin: null });
  });

  it("has no instructions yet for other brands", () => {
    expect(iotDeviceInstructions(tv({ manufacturer: "Philips", model: "32HFL" }), { hotspot_id: 1 }, wlans)).toEqual({
      kind: "soon",
      manufacturer: "Philips",
    });
  });
});

describe("device commands (docs/product.md#iot-devices)", () => {
  it("reboots as tvs when the model reads as a TV", () => {
    expect(rebootTypeOf("Samsung TV HG40")).toBe("tvs");
    expect(rebootTypeOf("smart-tv")).toBe("tvs");
    expect(rebootTypeOf("Chromecast Ultra")).toBe("devices");
  });

  it("offers restart only to a provisioned and reachable device", () => {
    expect(canRestartIotDevice({ is_provisioned: true, is_reachable: true })).toBe(true);
    expect(canRestartIotDevice({ is_provisioned: true, is_reachable: false })).toBe(false);
    expect(canRestartIotDevice({ is_provisioned: false, is_reachable: true })).toBe(false);
  });

  it("offers the spares of the device's model only", () => {
    const spares = [
      { model: "Chromecast", serial: "S1" },
      { model: "Chromecast Ultra", serial: "S2" },
    ];
    expect(sparesForDevice(spares, { model: "Chromecast" })).toEqual([spares[0]]);
    expect(sparesForDevice(spares, { model: "Google TV" })).toEqual([]);
  });
});

describe("welcome message form (docs/product.md#iot-validation)", () => {
  it("requires a title of at most 25 and a content of at most 140, with SPEC's keys", () => {
    expect(iotMessageCreateSchema.safeParse({ title: "Bienvenue", content: "Bon séjour" }).success).toBe(true);
    const tooLong = iotMessageCreateSchema.safeParse({ title: "t".repeat(26), content: "c".repeat(141) });
    expect(tooLong.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["title", "iots.message.errors.title"],
      ["content", "iots.message.errors.content"],
    ]);
    expect(iotMessageCreateSchema.safeParse({ title: "t".repeat(25), content: "c".repeat(140) }).success).toBe(true);
    const blank = iotMessageCreateSchema.safeParse({ title: "", content: "" });
    expect(blank.success).toBe(false);
  });

  it("sends the title null when unchanged on update", () => {
    const original = { title: "Bienvenue" };
    expect(iotMessageUpdateBody(original, { title: "Bienvenue", content: "Nouveau" })).toEqual({
      title: null,
      content: "Nouveau",
    });
    expect(iotMessageUpdateBody(original, { title: "Welcome", content: "New" })).toEqual({
      title: "Welcome",
      content: "New",
    });
    expect(iotMessageUpdateSchema.safeParse({ title: null, content: "New" }).success).toBe(true);
  });

  it("finds the enabled message, if any", () => {
    expect(
      enabledIotMessage([
        { id: 1, is_enabled: false },
        { id: 2, is_enabled: true },
      ]),
    ).toEqual({ id: 2, is_enabled: true });
    expect(enabledIotMessage([{ id: 1, is_enabled: false }])).toBeNull();
  });
});
