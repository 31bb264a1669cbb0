// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").

export { createSmsService, type SmsService } from "./sms.service";
export { deliverDueSms } from "./sms-delivery";
export { createHttpSmsTransport, type SmsTransport } from "./sms-transport";
