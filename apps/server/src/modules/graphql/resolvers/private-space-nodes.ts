import type { PrivateSpace, PrivateSpaceList, PrivateSpaceState } from "@ondine/domain";
import { privateSpaceStates } from "@ondine/domain";
import { AppError } from "../../../errors/app-error";

// Private Wi-Fi spaces as GraphQL nodes (docs/private-wifi.md#calls): the
// REST answers' fields, camelCase, enums in capitals. The key is in neither.

/** The domain's state of a GraphQL PrivateSpaceState (`EXPIRED` → `expired`). */
export function privateSpaceStateOf(name: string | null | undefined): PrivateSpaceState | undefined {
  if (name === null || name === undefined) return undefined;
  const state = privateSpaceStates.find((candidate) => candidate.toUpperCase() === name);
  if (!state) throw new AppError("INVALID_PARAMETERS", "No such space state.", { state: ["formErrors.invalid"] });
  return state;
}

export function privateSpaceNode(space: PrivateSpace) {
  return {
    id: space.id,
    siteId: space.site_id,
    name: space.name,
    comment: space.comment,
    state: space.state.toUpperCase(),
    expiresOn: space.expires_on,
    roomId: space.room?.id ?? null,
    roomName: space.room?.name ?? null,
    couponId: space.coupon?.id ?? null,
    couponCode: space.coupon?.code ?? null,
    push: {
      state: space.push.state.toUpperCase(),
      changedAt: space.push.changed_at,
      finishedAt: space.push.finished_at,
      failure: space.push.failure,
      attempts: space.push.attempts,
    },
    devicesCount: space.devices_count,
    createdAt: space.created_at,
    keyChangedAt: space.key_changed_at,
  };
}

/** A page of the site's spaces, as `GET /ran/sites/{site_id}/spaces` answers it. */
export function privateSpacePageNode(list: PrivateSpaceList) {
  const { figures } = list;
  return {
    nodes: list.items.map(privateSpaceNode),
    totalCount: list.total_count,
    currentPage: list.current_page,
    totalPages: list.total_pages,
    figures: {
      ssid: figures.ssid,
      keyLimit: figures.key_limit,
      keysInUse: figures.keys_in_use,
      active: figures.active,
      expired: figures.expired,
      withDevices: figures.with_devices,
      devices: figures.devices,
      waiting: figures.waiting,
      failed: figures.failed,
    },
  };
}
