// The figures of support tickets (docs/tickets.md#limits), written once.

export const ticketLimits = {
  subject: 200,
  message: 20_000,
  /** Attachments of one message (a new ticket's first message included). */
  attachmentsPerMessage: 5,
  /** Bytes of one attachment. */
  attachmentBytes: 10 * 1024 * 1024,
  /** An attachment's shown name, in characters. */
  attachmentName: 200,
  /** A customer may reopen a resolved or closed ticket within this many days of its resolution. */
  reopenDays: 14,
  /** The customer's list shows the last 3 months by default ("tickets 3 months"). */
  defaultWindowMonths: 3,
  /** Queue and list page size. */
  pageSize: 50,
  /** The GraphQL `tickets` connection's largest page. */
  graphqlPageMax: 100,
} as const;
