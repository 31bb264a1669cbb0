export * from "./iot-answers";
export * from "./iot-commands";
export * from "./iot-requests";
