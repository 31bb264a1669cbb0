import { z } from "zod";
import { maxRowId, rowIdSchema } from "../inputs/id-schema";
import { instantSchema } from "../inputs/instant-schema";

// The fields the ingest items share (docs/ingest.md). Messages are i18n keys.

export const ingestSiteIdSchema = rowIdSchema;

/** An instant with its offset (`2026-11-22T14:00:00Z`, `...+01:00`), kept to the millisecond, in 1970..2100. */
export const ingestStampSchema = instantSchema;

/** A MAC address, `aa:bb:cc:dd:ee:ff` or with dashes, any case; stored lower case with colons. */
export const macAddressSchema = z
  .string({ error: "formErrors.required" })
  .max(17, "formErrors.invalid")
  .regex(/^[0-9a-f]{2}([:-][0-9a-f]{2}){5}$/i, "formErrors.invalid")
  .transform((value) => value.toLowerCase().replaceAll("-", ":"));

/** A count or an amount that cannot be negative (bytes, bits per second, stations, users). */
export const ingestCountSchema = z
  .number({ error: "formErrors.required" })
  .int("formErrors.invalid")
  .min(0, "formErrors.invalid")
  .max(Number.MAX_SAFE_INTEGER, "formErrors.invalid");

/**
 * A rate in bits per second: at most 1 Tbit/s, far above any site's line, so
 * that a day's sums of a site's samples stay well within a `bigint`.
 */
export const maxBitsPerSecond = 1_000_000_000_000;
export const ingestBitsPerSecondSchema = ingestCountSchema.max(maxBitsPerSecond, "formErrors.invalid");

/** A count stored in an `integer` column (stations, active users): at most 2^31 - 1. */
export const ingestSmallCountSchema = ingestCountSchema.max(maxRowId, "formErrors.invalid");
