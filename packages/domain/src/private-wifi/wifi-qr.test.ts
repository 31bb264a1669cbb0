import { describe, expect, it } from "vitest";
import { privateSpaceNameKey, tidyPrivateSpaceName } from "./space-name";
import { readWifiQrPayload, wifiQrPayload } from "./wifi-qr";

describe("a space's QR card text (docs/private-wifi.md#cards)", () => {
  it("writes the Wi-Fi network format, escaping the special characters", () => {
    expect(wifiQrPayload("Résidence", "abcDEF234567")).toBe("WIFI:T:WPA;S:Résidence;P:abcDEF234567;;");
    expect(wifiQrPayload('a;b,c"d:e\\f', "k;ey")).toBe('WIFI:T:WPA;S:a\\;b\\,c\\"d\\:e\\\\f;P:k\\;ey;;');
  });

  it("reads back what it wrote", () => {
    for (const [ssid, key] of [
      ["Campus", "Qm7xPz3kLr9a"],
      ['we;ird,"ssid":\\', "p;a:s,s"],
    ] as const) {
      expect(readWifiQrPayload(wifiQrPayload(ssid, key))).toEqual({ ssid, key });
    }
    expect(readWifiQrPayload("hello")).toBeUndefined();
  });
});

describe("a space's name", () => {
  it("compares with case, accents and spacing aside, and is stored tidy", () => {
    expect(privateSpaceNameKey("  Chambre  Hélène ")).toBe("chambre helene");
    expect(privateSpaceNameKey("CHAMBRE HELENE")).toBe("chambre helene");
    expect(tidyPrivateSpaceName("  Chambre \t 12 ")).toBe("Chambre 12");
  });
});
