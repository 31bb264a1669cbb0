import type { IotDevice } from "./iot-answers";
import type { IotReboot } from "./iot-requests";

/** docs/product.md#iot-devices `POST /iots/reboot`: `type` is "tvs" when the model reads as a TV, else "devices". */
export function rebootTypeOf(model: string): IotReboot["type"] {
  return /tv/i.test(model) ? "tvs" : "devices";
}

/** docs/product.md#iot-devices: restart is offered only for a reachable device (a not configured one has nothing to restart). */
export function canRestartIotDevice(device: Pick<IotDevice, "is_provisioned" | "is_reachable">): boolean {
  return device.is_provisioned && device.is_reachable;
}

/** docs/product.md#iot-devices: a replacement takes a spare of the device's own model. */
export function sparesForDevice<Spare extends { model: string }>(
  spares: readonly Spare[],
  device: Pick<IotDevice, "model">,
): Spare[] {
  return spares.filter((spare) => spare.model === device.model);
}
