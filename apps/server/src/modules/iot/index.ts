// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").

// The command delivery to the collectors (docs/ingest.md "Commands"), for the ingest routes and the plugin.
export {
  type CommandCollector,
  expireIotCommands,
  IotCommandWaiter,
  iotCommandSweepIntervalMs,
  recordIotCommandResult,
  takePendingIotCommands,
  waitForIotCommands,
} from "./delivery";
// The console's calls, and the queueing of a command (docs/iot.md).
export { iotRoutes } from "./iot.routes";
export { type IotCommandActor, type IotCommandRow, queueIotCommand } from "./iot-commands.repository";
