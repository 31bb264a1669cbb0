// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").

// Guest codes with private access (docs/private-wifi.md#codes): their spaces, in the coupons' transactions.
export {
  type CouponPrivateSpace,
  createCouponSpaces,
  findCouponPrivateSpace,
  withdrawCouponSpace,
} from "./coupon-spaces.service";
// The keys' way to the collectors (docs/private-wifi.md#commands): the results settled, the expiry and retry jobs.
export { expirePrivateSpaces, privateWifiExpireIntervalMs, privateWifiExpireKind } from "./key-expiry";
export { privateWifiRetryIntervalMs, privateWifiRetryKind, retryPrivateKeyPushes } from "./key-retry";
export { settlePrivateKeyCommands } from "./key-settle";
// The calls' services, for GraphQL (docs/private-wifi.md#calls): the same rights, scope and rules.
export {
  createPrivateSpace,
  deletePrivateSpace,
  resetPrivateSpaceKey,
  updatePrivateSpace,
} from "./private-space-changes.service";
export { getPrivateSpace, listPrivateSpaces } from "./private-space-reads.service";
// The console's calls (docs/private-wifi.md#calls).
export { privateWifiRoutes } from "./private-wifi.routes";
// Who may call them, and what their services need.
export { assertMayManagePrivateWifi, type PrivateWifiCaller } from "./private-wifi-caller";
export { type PrivateWifiDependencies, privateWifiDependencies } from "./private-wifi-dependencies";
// A hotel room and its space share one key (docs/private-wifi.md#rooms): the checkout's port.
export { privateWifiRoomKeys } from "./room-link.service";
// The ingest batch's devices section (docs/private-wifi.md#devices).
export { recordPrivateWifiDevices } from "./space-devices.repository";
