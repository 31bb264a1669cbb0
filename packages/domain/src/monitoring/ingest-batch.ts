import { z } from "zod";
import { requiredTextSchema } from "../inputs/text-schema";
import { ingestIotDeviceStateSchema } from "../iot/iot-commands";
import { ingestPrivateWifiDevicesSchema } from "../private-wifi/ingest-devices";
import {
  ingestCastSchema,
  ingestCodeUseSchema,
  ingestGuestSchema,
  ingestPurchaseSchema,
} from "../statistics/ingest-portal-activity";
import { ingestEquipmentStateSchema } from "./ingest-equipment-state";
import { ingestEslSchema } from "./ingest-esl";
import { ingestLineStateSchema } from "./ingest-line-state";
import { ingestSpeedtestSchema } from "./ingest-speedtest";
import { ingestTrafficSampleSchema } from "./ingest-traffic";

/** The item schema of each section of a batch (`POST /api/ingest/v1/batches`). */
export const ingestSectionSchemas = {
  equipment_states: ingestEquipmentStateSchema,
  line_states: ingestLineStateSchema,
  traffic: ingestTrafficSampleSchema,
  speedtests: ingestSpeedtestSchema,
  esls: ingestEslSchema,
  /** Hotel sticks and TVs, reachable or not (docs/ingest.md). */
  iot_devices: ingestIotDeviceStateSchema,
  /** The portal's guests, purchases and code uses, and the sticks' casts (docs/ingest.md). */
  guests: ingestGuestSchema,
  purchases: ingestPurchaseSchema,
  code_uses: ingestCodeUseSchema,
  casts: ingestCastSchema,
  /** The devices on each private Wi-Fi space's key (docs/ingest.md#private-wifi-devices). */
  private_wifi_devices: ingestPrivateWifiDevicesSchema,
} as const;
export type IngestSection = keyof typeof ingestSectionSchemas;
export const ingestSections = Object.keys(ingestSectionSchemas) as IngestSection[];

/** Items of all sections together in one batch. */
export const ingestBatchMaxItems = 50_000;

const section = z.array(z.unknown(), { error: "formErrors.invalid" }).default([]);

/**
 * A batch's envelope. Items are checked one by one afterwards, so a bad one
 * is rejected with its index while the others are kept.
 */
export const ingestBatchSchema = z
  .object({
    batch_id: requiredTextSchema(100).optional(),
    equipment_states: section,
    line_states: section,
    traffic: section,
    speedtests: section,
    esls: section,
    iot_devices: section,
    guests: section,
    purchases: section,
    code_uses: section,
    casts: section,
    private_wifi_devices: section,
  })
  .refine((batch) => ingestSections.reduce((total, name) => total + batch[name].length, 0) <= ingestBatchMaxItems, {
    message: "formErrors.max_length",
    path: ["_root"],
  });
export type IngestBatch = z.output<typeof ingestBatchSchema>;

/** Why an item is not stored. */
export const ingestRejectionReasons = [
  "invalid",
  "site_not_allowed",
  "unknown_equipment",
  "mac_taken",
  "stamp_out_of_range",
] as const;
export type IngestRejectionReason = (typeof ingestRejectionReasons)[number];

export const ingestRejectionSchema = z.object({
  section: z.enum(ingestSections as [IngestSection, ...IngestSection[]]),
  index: z.number().int(),
  reason: z.enum(ingestRejectionReasons),
  /** Field errors (i18n keys by field) when the reason is `invalid`; empty otherwise. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type IngestRejection = z.infer<typeof ingestRejectionSchema>;

/** The answer to a batch: the items stored or already there, and the others with why. */
export const ingestBatchAnswerSchema = z.object({
  batch_id: z.string().nullable(),
  accepted: z.number().int(),
  rejected: z.array(ingestRejectionSchema),
});
export type IngestBatchAnswer = z.infer<typeof ingestBatchAnswerSchema>;
