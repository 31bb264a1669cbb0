// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").

// The command delivery to the collectors (docs/ingest.md "Commands"), for the ingest routes and the plugin.
export {
  type CommandCollector,
  expireIotCommands,
  IotCommandWaiter,
  iotCommandSweepIntervalMs,
  recordIotCommandResult,
  type SiteToolCommandOutcome,
  type SiteToolRunsPort,
  takePendingIotCommands,
  waitForIotCommands,
} from "./delivery";
// The console's calls, and the queueing of a command (docs/iot.md).
export { type IotRoutesOptions, iotRoutes } from "./iot.routes";
// The same calls' services and role check, for GraphQL (docs/api.md "GraphQL").
export {
  checkoutRoom,
  createMessage,
  disableAllMessages,
  editMessage,
  enableOneMessage,
  type IotDependencies,
  listMessages,
  listRoomHistory,
  listRooms,
  listSpares,
  rebootDevice,
  removeMessage,
  replaceDevice,
} from "./iot.service";
export { assertMayUseIot } from "./iot-caller";
export {
  type FinishedIotCommand,
  type FinishedSiteToolCommand,
  findFinishedIotCommands,
  findFinishedSiteToolCommands,
  type IotCommandActor,
  type IotCommandRow,
  queueIotCommand,
} from "./iot-commands.repository";
// The sites' private SSIDs, for the private Wi-Fi key pushes (docs/private-wifi.md#commands).
export { findPrivateSsids } from "./private-ssids.repository";
// A key a room shares (docs/private-wifi.md#rooms): the checkout's port, and a room given a key from outside.
export { giveRoomKey } from "./room-key-change";
export type { RoomKeysPort } from "./room-keys-port";
// The rooms a private Wi-Fi space is linked to, by name (docs/private-wifi.md#rooms).
export { findRoomNames } from "./room-names.repository";
