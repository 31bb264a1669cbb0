import type { Currency, OfferDurationUnit, OfferNameTranslations } from "@ondine/domain";
import type { Database } from "../db";
import { offerLocations, offers } from "../db/schema";

export type TestOfferValues = {
  id: number;
  name?: string;
  nameTranslations?: OfferNameTranslations;
  duration?: [number, OfferDurationUnit];
  price?: number;
  currency?: Currency;
  maxUsage?: number;
};

/** An offer with a fixed id (docs/product.md#codes-data), sold at the given organisms and sites. */
export async function insertOffer(
  db: Database,
  values: TestOfferValues,
  soldAt: { organismIds?: number[]; siteIds?: number[] } = {},
): Promise<{ id: number }> {
  const [durationValue, durationUnit] = values.duration ?? [1, "day"];
  const price = values.price ?? 0;
  await db.insert(offers).values({
    id: values.id,
    name: values.name ?? `Offer ${values.id}`,
    nameTranslations: values.nameTranslations ?? {},
    durationValue,
    durationUnit,
    price,
    preTaxPrice: Math.round((price / 1.2) * 100) / 100,
    currency: values.currency ?? "eur",
    maxUsage: values.maxUsage ?? 1,
  });
  const places = [
    ...(soldAt.organismIds ?? []).map((organismId) => ({ offerId: values.id, organismId, siteId: null })),
    ...(soldAt.siteIds ?? []).map((siteId) => ({ offerId: values.id, organismId: null, siteId })),
  ];
  if (places.length > 0) await db.insert(offerLocations).values(places);
  return { id: values.id };
}
