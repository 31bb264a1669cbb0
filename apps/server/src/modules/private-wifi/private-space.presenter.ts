import { type PrivateSpace, type PrivateSpaceDetail, privateSpaceStateAt } from "@ondine/domain";
import type { PrivateSpaceDeviceRow, PrivateSpaceRow } from "./private-spaces.repository";

// A space as the calls answer it (privateSpaceSchema): never its key
// (docs/private-wifi.md#keys), its state read from its expiry day at `now`.

export function presentPrivateSpace(
  row: PrivateSpaceRow,
  roomNames: ReadonlyMap<number, string>,
  now: Date,
): PrivateSpace {
  return {
    id: row.id,
    site_id: row.siteId,
    name: row.name,
    comment: row.comment,
    state: privateSpaceStateAt(row.expiresOn, now),
    expires_on: row.expiresOn,
    room: row.iotRoomId === null ? null : { id: row.iotRoomId, name: roomNames.get(row.iotRoomId) ?? "" },
    coupon: row.couponId === null ? null : { id: row.couponId, code: row.couponCode ?? "" },
    push: {
      state: row.pushState,
      changed_at: row.pushChangedAt.toISOString(),
      finished_at: row.pushFinishedAt?.toISOString() ?? null,
      failure: row.pushFailure,
      attempts: row.pushAttempts,
    },
    devices_count: row.devicesCount,
    created_at: row.createdAt.toISOString(),
    key_changed_at: row.keyChangedAt.toISOString(),
  };
}

export function presentPrivateSpaceDetail(
  row: PrivateSpaceRow,
  devices: readonly PrivateSpaceDeviceRow[],
  roomNames: ReadonlyMap<number, string>,
  now: Date,
): PrivateSpaceDetail {
  return {
    ...presentPrivateSpace(row, roomNames, now),
    devices: devices.map((device) => ({
      mac_address: device.mac,
      connected_since: device.connectedSince.toISOString(),
      download: device.downloadBytes,
      upload: device.uploadBytes,
    })),
  };
}
