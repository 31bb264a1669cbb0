// What the ingest module and the plugins use of the command delivery (docs/ingest.md "Commands").
export { IotCommandWaiter, type IotCommandWake, iotCommandChannel } from "./command-waiter";
export {
  type CommandCollector,
  expireIotCommands,
  recordIotCommandResult,
  takePendingIotCommands,
} from "./delivery.service";
export { iotCommandSweepIntervalMs } from "./expiry-sweep";
export { waitForIotCommands } from "./long-poll";
export type { SiteToolCommandOutcome, SiteToolRunsPort } from "./site-tool-runs-port";
