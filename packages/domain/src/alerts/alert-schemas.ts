import { z } from "zod";
import { rowIdSchema, rowIdTextSchema } from "../inputs/id-schema";
import { pageQuerySchema } from "../pagination/page";
import { blankAsAbsent } from "../queries/query-params";
import { alertChoices } from "./alert-codes";

// The one schema of each alert call (docs/alerts.md#calls), read by the
// server and by the account page's form.

/** At most this many sites in one subscriptions list (a chain's sites, with room). */
export const maxAlertSubscriptions = 5000;

/** One site's choices; no choice at all removes the subscription. */
export const alertSubscriptionSchema = z.object({
  site_id: rowIdSchema,
  levels: z
    .array(z.enum(alertChoices, { error: "formErrors.invalid" }))
    .max(alertChoices.length, "formErrors.invalid")
    .refine((levels) => new Set(levels).size === levels.length, "formErrors.invalid"),
});
export type AlertSubscriptionInput = z.infer<typeof alertSubscriptionSchema>;

/** `PUT /alerts/subscriptions`: the caller's whole list, replacing the one stored; each site once. */
export const alertSubscriptionsUpdateSchema = z.object({
  subscriptions: z
    .array(alertSubscriptionSchema)
    .max(maxAlertSubscriptions, "formErrors.invalid")
    .refine(
      (subscriptions) => new Set(subscriptions.map((item) => item.site_id)).size === subscriptions.length,
      "formErrors.invalid",
    ),
});
export type AlertSubscriptionsUpdate = z.infer<typeof alertSubscriptionsUpdateSchema>;

/** `GET /alerts/log`: the announcements on the caller's sites, newest first, optionally one site's. */
export const alertLogQuerySchema = pageQuerySchema.extend({
  site_id: z.preprocess(blankAsAbsent, rowIdTextSchema.optional()),
});
export type AlertLogQuery = z.infer<typeof alertLogQuerySchema>;

/** Items per page of the alert log. */
export const alertLogPageSize = 25;
