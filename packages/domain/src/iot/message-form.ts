import type { IotMessage } from "./iot-answers";
import type { IotMessageCreate, IotMessageUpdate } from "./iot-requests";

/** The welcome message editor's fields (docs/product.md#iot-messages), as typed. */
export interface IotMessageFormValues {
  title: string;
  content: string;
}

/** `POST /iots/sites/{id}/messages`: what the form sends for a new message. */
export function iotMessageCreateBody(values: IotMessageFormValues): IotMessageCreate {
  return { title: values.title, content: values.content };
}

/** docs/product.md#iot-validation: in an update the title is sent null when unchanged. */
export function iotMessageUpdateBody(
  original: Pick<IotMessage, "title">,
  values: IotMessageFormValues,
): IotMessageUpdate {
  return { title: values.title === original.title ? null : values.title, content: values.content };
}

/** docs/product.md#iot-messages: at most one message is enabled; none means "no message". */
export function enabledIotMessage<Message extends Pick<IotMessage, "is_enabled">>(
  messages: readonly Message[],
): Message | null {
  return messages.find((message) => message.is_enabled) ?? null;
}
