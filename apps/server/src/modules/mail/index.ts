// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
export { createDeliveryWorker } from "./delivery-worker";
export { createMailService, type MailRequest, type MailService, queueMail } from "./mail.service";
export { outboxRoutes } from "./outbox.routes";
export { queueOutboxMessage } from "./outbox.service";
export { type OutboxBacklog, readOutboxBacklog } from "./outbox-backlog";
export {
  type DeliveryReport,
  deliverDueMail,
  deliverDueMessages,
  type MailTransport,
  maxDeliveryAttempts,
  retryDelayMs,
} from "./outbox-delivery";
export { outboxIdempotencyKey } from "./outbox-idempotency-key";
