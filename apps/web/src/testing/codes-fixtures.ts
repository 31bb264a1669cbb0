import { type CouponDefPresentation, type CouponPresentation, couponPresentationSchema } from "@ondine/domain";
import type { CouponDocument } from "../features/codes/coupon-document";
import { organismLocationDocuments } from "./location-documents";
import type { ApiCall, MockAnswer } from "./mock-api";
import { searchAnswerOf } from "./search-answer";

export const ok = (body: unknown) => ({ status: 200, body });

/** The caller's locations: one organism and two of its sites. */
export const testOrganism = { id: 7, name: "Hôtels Lumière" };
export const testSites = [
  { id: 12, name: "Lumière Nantes" },
  { id: 13, name: "Lumière Rennes" },
];

function searchAnswer(documents: unknown[], total = documents.length, aggregations?: unknown) {
  return ok(searchAnswerOf(documents, { total, aggregations }));
}

/** POST /es_proxy/locations/_search: the organism and its sites, as the location directory reads them. */
export function locationsAnswer(): Record<string, MockAnswer> {
  return { "POST /es_proxy/locations/_search": searchAnswer(organismLocationDocuments(testOrganism, testSites)) };
}

export function offer(overrides: Partial<CouponDefPresentation> = {}): CouponDefPresentation {
  return {
    id: 596,
    name: "Gratuit 48 h",
    duration_value: 48,
    duration_unit: "hour",
    duration_limit_month: null,
    price: 0,
    pre_tax_price: 0,
    price_label: "0,00 €",
    currency: "eur",
    max_usage: 1,
    hardlimit: false,
    ...overrides,
  };
}

let nextId = 100;

/** A code as the coupons index holds it: valid now, unused, with an offer. */
export function couponDocument(overrides: Partial<CouponDocument> = {}): CouponDocument {
  const id = overrides.id ?? nextId++;
  const now = Date.now();
  return {
    id,
    code: `AB${String(id).padStart(6, "0")}`.slice(0, 8),
    correlation_id: "6f1c2b9e-4d7a-4c3e-9a51-2f0e8b7d1c11",
    created_at: new Date(now - 86_400_000).toISOString(),
    updated_at: new Date(now - 86_400_000).toISOString(),
    creator_id: 12,
    creator_type: "CenterUser",
    starts_at: new Date(now - 3_600_000).toISOString(),
    ends_at: new Date(now + 7 * 86_400_000).toISOString(),
    duration: 172_800,
    phone_number: null,
    max_usage: 1,
    description: "Séminaire Dupont",
    with_ran_access: false,
    location_id: 12,
    location_type: "Site",
    coupon_def_id: 596,
    coupon_def: {
      name: "Gratuit 48 h",
      name_translations: { en: "Free 48 h", de: "Kostenlos 48 Std." },
      price: 0,
      pre_tax_price: 0,
      currency: "eur",
      duration_value: 48,
      duration_unit: "hour",
    },
    site_id: 12,
    site_name: "Lumière Nantes",
    organism_id: 7,
    organism_name: "Hôtels Lumière",
    first_provisioning_date: null,
    provisionings_count: 0,
    disabled_at: null,
    disabled_by: null,
    used: false,
    ...overrides,
  };
}

/** A created code as POST /coupons answers it. */
/** A code as the coupons calls answer it, through the routes' schema: a fixture the server could not answer fails. */
export function createdCoupon(overrides: Partial<CouponPresentation> = {}): CouponPresentation {
  const { coupon_def: _offer, ...document } = couponDocument();
  return couponPresentationSchema.parse({
    ...document,
    coupon_def: { name: "Gratuit 48 h", price: 0, price_label: "0,00 €", pre_tax_price: 0, currency: "eur" },
    organism_names: ["Hôtels Lumière"],
    site_names: ["Lumière Nantes"],
    status: "valid",
    private_space: null,
    ...overrides,
  });
}

/**
 * POST /es_proxy/coupons/_search: one code by id for `ids` queries, else the
 * page of `coupons` with the offers facet and the printable count; `total`
 * may exceed the page (the codes beyond it are not disabled).
 */
export function couponsAnswer(coupons: CouponDocument[], total = coupons.length): MockAnswer {
  return (call: ApiCall) => {
    const body = call.body as { query?: { ids?: { values: string[] } } };
    const ids = body.query?.ids?.values;
    if (ids) return searchAnswer(coupons.filter((coupon) => ids.includes(String(coupon.id))));
    const disabled = coupons.filter((coupon) => coupon.disabled_at).length;
    return searchAnswer(coupons, total, {
      offers: { buckets: [{ key: "Gratuit 48 h", doc_count: total }] },
      printable: { doc_count: total - disabled },
    });
  };
}
