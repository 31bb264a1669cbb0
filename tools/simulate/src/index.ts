// What other workspaces (the browser journeys) use of the simulator.

export {
  type CommandDelays,
  type CommandExecutor,
  type CommandExecutorSettings,
  createCommandExecutor,
  defaultCommandFailureRate,
  startCommandExecutor,
} from "./command-executor";
export { type DemoCollectors, takeDemoCollectors } from "./demo-collectors";
export type { DemoPlan, SimulatedCollector, SimulatedSite } from "./demo-plan";
export { replaceIotDeviceInPlan, unreachableIotDevices } from "./iot-devices";
export { conditionSlotOf, type NetworkConditions, networkConditions } from "./network-conditions";
export { createSimulator, type ReportSummary } from "./simulator";
