import type { IotEquipmentItem } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { equipment } from "../testing/maps-fixtures";
import { unlocalizedSiteMap } from "./get-site-map";

describe("a site map read from the devices call (a site without buildings)", () => {
  it("draws its access points, switches and gateways, not the rooms' sticks and TVs nor spares", () => {
    const ap = { ...equipment({ id: 1, mac: "aa:bb:cc:00:00:01", position: null }), mac_address: "aa:bb:cc:00:00:01" };
    const gateway = equipment({ id: 2, mac: "aa:bb:cc:00:00:02", category: "gateway", position: null });
    const spare = equipment({ id: 3, mac: "aa:bb:cc:00:00:03", state: "spare", position: null });
    const tv: IotEquipmentItem = {
      ...equipment({ id: 4, mac: "0e:10:00:00:00:04", position: null }),
      category: "tv",
      mac_address: "0e:10:00:00:00:04",
    };
    const stick: IotEquipmentItem = { ...tv, id: 5, mac: "0e:10:00:00:00:05", category: "chromecast" };
    const map = unlocalizedSiteMap(12, [ap, gateway, spare, tv, stick]);
    expect(map.unlocalizedEquipment.ap.map((item) => item.id)).toEqual([1]);
    expect(map.unlocalizedEquipment.switch.map((item) => item.id)).toEqual([2]);
  });
});
