import { z } from "zod";
import { siteAvailabilityReasons } from "../monitoring/site-availability";
import { pageInfoShape } from "../pagination/page";
import { alertChoices, alertKinds, alertLevels } from "./alert-codes";

// What the alert calls answer (docs/alerts.md#calls).

/** One site the caller may subscribe to, with their choices (none: not subscribed). */
export const alertSubscriptionAnswerSchema = z.object({
  site_id: z.number().int(),
  site_name: z.string(),
  organism_id: z.number().int(),
  organism_name: z.string(),
  levels: z.array(z.enum(alertChoices)),
});
export type AlertSubscriptionAnswer = z.infer<typeof alertSubscriptionAnswerSchema>;

/** `GET /alerts/subscriptions` and the answer of `PUT`: every site in the caller's scope, by organism then site name. */
export const alertSubscriptionsAnswerSchema = z.object({
  sites: z.array(alertSubscriptionAnswerSchema),
});
export type AlertSubscriptionsAnswer = z.infer<typeof alertSubscriptionsAnswerSchema>;

/** One announcement of the log. */
export const alertLogEntrySchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  site_name: z.string(),
  organism_name: z.string(),
  kind: z.enum(alertKinds),
  level: z.enum(alertLevels),
  /** Why the site has its level (siteAvailabilityReason); null when up. */
  reason: z.enum(siteAvailabilityReasons).nullable(),
  /** Since when the site had the level announced. */
  since: z.iso.datetime({ offset: true }),
  announced_at: z.iso.datetime({ offset: true }),
  /** How many people it was mailed to (grouped mails count each person once). */
  recipients: z.number().int(),
});
export type AlertLogEntry = z.infer<typeof alertLogEntrySchema>;

export const alertLogAnswerSchema = z.object({
  items: z.array(alertLogEntrySchema),
  ...pageInfoShape,
});
export type AlertLogAnswer = z.infer<typeof alertLogAnswerSchema>;
