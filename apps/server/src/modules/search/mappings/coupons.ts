import { type Language, searchResultWindow, supportedLanguages } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { coupons, offers } from "../../../db/schema";
import { columnField, expressionField, type IndexMapping } from "./index-mapping";
import { locatedRowInScope, locationFields, locationJoins } from "./location-fields";

/**
 * The offer's name in each language other than French (its `name`), as
 * `coupon_def.name_translations.{lang}`: the list shows it in the reader's.
 */
const offerNameTranslationFields = Object.fromEntries(
  supportedLanguages
    .filter((language): language is Exclude<Language, "fr"> => language !== "fr")
    .map((language) => [
      `coupon_def.name_translations.${language}`,
      expressionField("text", "text", sql`(${offers.nameTranslations} ->> ${language})`, {
        nullable: true,
        join: "offers",
      }),
    ]),
);

/** Code (coupon) (docs/product.md#codes-data), with its offer as `coupon_def` and `used` derived (docs/product.md#codes-states). */
export const couponsIndex: IndexMapping = {
  name: "coupons",
  from: () => sql`${coupons}`,
  joins: { ...locationJoins(coupons), offers: sql`left join ${offers} on ${offers.id} = ${coupons.couponDefId}` },
  inScope: locatedRowInScope(coupons),
  id: sql`${coupons.id}::text`,
  docOrder: sql`${coupons.id}`,
  docOrderType: "bigint",
  maxSize: searchResultWindow,
  fields: {
    id: columnField("number", coupons.id),
    code: columnField("text", coupons.code, { personal: true, folded: coupons.codeFolded }),
    correlation_id: columnField("keyword", coupons.correlationId, { personal: true }),
    created_at: columnField("date", coupons.createdAt),
    updated_at: columnField("date", coupons.updatedAt),
    creator_id: columnField("number", coupons.creatorId),
    creator_type: columnField("keyword", coupons.creatorType),
    starts_at: columnField("date", coupons.startsAt),
    ends_at: columnField("date", coupons.endsAt),
    duration: columnField("number", coupons.duration),
    phone_number: columnField("keyword", coupons.phoneNumber, { personal: true }),
    max_usage: columnField("number", coupons.maxUsage),
    description: columnField("text", coupons.description, { personal: true, folded: coupons.descriptionFolded }),
    with_ran_access: columnField("boolean", coupons.withRanAccess),
    location_id: expressionField("number", "integer", sql`coalesce(${coupons.siteId}, ${coupons.organismId})`, {
      nullable: false,
    }),
    location_type: expressionField(
      "keyword",
      "text",
      sql`(case when ${coupons.siteId} is null then 'Organism' else 'Site' end)`,
      { nullable: false },
    ),
    coupon_def_id: columnField("number", coupons.couponDefId),
    "coupon_def.name": columnField("text", offers.name, { nullable: true, join: "offers" }),
    ...offerNameTranslationFields,
    "coupon_def.price": columnField("number", offers.price, { nullable: true, join: "offers" }),
    "coupon_def.pre_tax_price": columnField("number", offers.preTaxPrice, { nullable: true, join: "offers" }),
    "coupon_def.currency": columnField("keyword", offers.currency, { nullable: true, join: "offers" }),
    "coupon_def.duration_value": columnField("number", offers.durationValue, { nullable: true, join: "offers" }),
    "coupon_def.duration_unit": columnField("keyword", offers.durationUnit, { nullable: true, join: "offers" }),
    ...locationFields(coupons),
    first_provisioning_date: columnField("date", coupons.firstProvisioningDate),
    provisionings_count: columnField("number", coupons.provisioningsCount),
    disabled_at: columnField("date", coupons.disabledAt),
    disabled_by: columnField("number", coupons.disabledBy),
    used: expressionField("boolean", "boolean", sql`(${coupons.provisioningsCount} > 0)`, { nullable: false }),
  },
};
