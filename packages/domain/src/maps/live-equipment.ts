import { z } from "zod";
import { blankAsAbsent } from "../queries/query-params";

// The live maps work, `GET /monitoring/sites/{id}/live` (docs/api.md "Live site map"):
// a Server-Sent Events stream of the site's equipment changes. Each event's
// SSE id is the last change id it carries (`equipment_changes.id`).

/** The events of the stream: `equipment` carries a LiveEquipmentEvent; `reset` says changes were missed. */
export const liveEquipmentEventNames = { equipment: "equipment", reset: "reset" } as const;

/** How long a browser waits before connecting a dropped stream again (its `retry:` line). */
export const liveEquipmentRetryMs = 3_000;

/** At most this many pieces of equipment in one event (`changed` and `removed` together); more go in several. */
export const liveEquipmentMaxItems = 500;

/** A change id as text (a query string, the `Last-Event-ID` header): a non-negative integer; blank reads as absent. */
const changeIdTextSchema = z.preprocess(
  blankAsAbsent,
  z.coerce
    .number({ error: "formErrors.invalid" })
    .int("formErrors.invalid")
    .nonnegative("formErrors.invalid")
    .max(Number.MAX_SAFE_INTEGER, "formErrors.invalid")
    .optional(),
);

/**
 * `?since=ID`: receive the changes after this one. For a first connection,
 * which cannot send `Last-Event-ID` (EventSource sets no headers); without
 * either, only changes from now on.
 */
export const liveEquipmentQuerySchema = z.object({ since: changeIdTextSchema });

/** The `Last-Event-ID` header an EventSource sends when it connects again: it wins over `since`. */
export const liveEquipmentResumeHeadersSchema = z.object({ "last-event-id": changeIdTextSchema });
