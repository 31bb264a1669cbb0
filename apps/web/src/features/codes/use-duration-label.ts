import { couponDurationParts, type OfferDurationUnit } from "@ondine/domain";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

type DurationUnit = OfferDurationUnit;

/** "48 hours", "2 weeks", "1.5 days" in a catalogue's language. */
export function durationText(t: TFunction, value: number, unit: DurationUnit): string {
  return t(`codes.duration.${unit}`, { count: value });
}

/** A code's access duration in seconds as the product (docs/product.md#codes-screens) writes it: hours under a day, whole weeks, else days. */
export function couponDurationText(t: TFunction, seconds: number): string {
  const { value, unit } = couponDurationParts(seconds);
  return durationText(t, value, unit);
}

/** The label of an offer's duration (its value and unit) in the interface language. */
export function useDurationLabel() {
  const { t } = useTranslation();
  return (value: number, unit: DurationUnit) => durationText(t, value, unit);
}
