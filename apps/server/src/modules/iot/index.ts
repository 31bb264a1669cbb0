// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").

export { iotRoutes } from "./iot.routes";
export { type IotCommandActor, type IotCommandRow, queueIotCommand } from "./iot-commands.repository";
