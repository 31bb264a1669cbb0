// Row builders of the fixtures that seed customers' codes, purchases and guests
// (the search and exports fixtures): each fixture chooses the values, these build the rows.

/** A date from its ISO text. */
export const at = (iso: string) => new Date(iso);

/** The offer 620 "One day" (5 € a day, five uses), translated into German. */
export const oneDayOffer = {
  id: 620,
  name: "One day",
  nameTranslations: { de: "Ein Tag" },
  durationValue: 1,
  durationUnit: "day",
  price: 5,
  preTaxPrice: 4.17,
  currency: "eur",
  maxUsage: 5,
} as const;

export type CouponRowValues = {
  code: string;
  organismId: number;
  siteId: number | null;
  createdAt: string;
  creatorId: number;
  correlationId: string;
  couponDefId: number | null;
  /** Seconds. */
  duration: number;
  creatorType?: "CenterUser" | "GuestUser";
  provisioningsCount?: number;
  firstProvisioningDate?: string;
  disabledAt?: string;
  description?: string;
  phoneNumber?: string;
  maxUsage?: number;
};

/** A code valid from its creation to the end of 2026. */
export const couponRow = (values: CouponRowValues) => ({
  code: values.code,
  correlationId: values.correlationId,
  creatorId: values.creatorId,
  creatorType: values.creatorType ?? "CenterUser",
  organismId: values.organismId,
  siteId: values.siteId,
  couponDefId: values.couponDefId,
  description: values.description ?? `Code ${values.code}`,
  startsAt: at(values.createdAt),
  endsAt: at("2026-12-31T00:00:00.000Z"),
  duration: values.duration,
  maxUsage: values.maxUsage ?? 1,
  phoneNumber: values.phoneNumber ?? null,
  firstProvisioningDate: values.firstProvisioningDate ? at(values.firstProvisioningDate) : null,
  provisioningsCount: values.provisioningsCount ?? 0,
  disabledAt: values.disabledAt ? at(values.disabledAt) : null,
  createdAt: at(values.createdAt),
  updatedAt: at(values.createdAt),
});

/** A purchase of the offer 620 at `ttc` euros all taxes included (20 % VAT). */
export const purchaseRow = (
  reference: string,
  siteId: number,
  organismId: number,
  date: string,
  ttc: number,
  succeeded = true,
) => ({
  reference,
  organismId,
  siteId,
  offerId: 620,
  offerName: "One day",
  totalAmountTtc: ttc,
  totalAmountHt: Math.round((ttc / 1.2) * 100) / 100,
  currency: "eur" as const,
  purchaseDate: at(date),
  succeeded,
  email: `${reference.toLowerCase()}@buyer.test`,
});

/** A guest speaking French, whose first name is the first three letters of the last one. */
export const guestRow = (
  siteId: number,
  organismId: number,
  createdAt: string,
  values: {
    email: string;
    newsletter: boolean;
    country: string | null;
    device: "mobile" | "tablet" | "desktop" | "unknown";
    lastName: string;
  },
) => ({
  siteId,
  organismId,
  createdAt: at(createdAt),
  email: values.email,
  firstName: values.lastName.slice(0, 3),
  lastName: values.lastName,
  newsletter: values.newsletter,
  country: values.country,
  language: "fr",
  device: values.device,
});
