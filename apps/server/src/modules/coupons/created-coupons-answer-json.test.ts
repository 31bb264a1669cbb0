import { createdCouponsAnswerSchema } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { presentCoupon } from "./coupon.presenter";
import { type BatchCodePresentation, createdCouponsAnswerOf, presentCouponBatch } from "./coupon-batch.presenter";
import type { CouponRow, CouponView } from "./coupons.repository";
import { createdCouponsAnswerJson } from "./created-coupons-answer-json";

const now = new Date("2026-11-30T09:15:00.123Z");

const row = (id: number, code: string): CouponRow => ({
  id,
  code,
  correlationId: "0b6f7c55-5d0e-4b5a-9a55-8d1c2f0e3a11",
  creatorId: 42,
  creatorType: "CenterUser",
  organismId: 7,
  siteId: 12,
  couponDefId: 70,
  description: 'Séminaire "Dupont" \\ 東京\t🎉\u2028',
  startsAt: now,
  endsAt: new Date("2026-12-07T22:59:59.999Z"),
  duration: 86_400,
  maxUsage: 2,
  phoneNumber: "+33612345678",
  withRanAccess: true,
  firstProvisioningDate: null,
  provisioningsCount: 0,
  disabledAt: null,
  disabledBy: null,
  createdAt: now,
  updatedAt: now,
});

const viewOf = (coupon: CouponRow): CouponView => ({
  coupon,
  organismName: 'Hôtels "Océan"',
  siteName: "Nantes \\ Quai",
  offer: {
    name: "Pass 24 heures",
    nameTranslations: { de: "24-Stunden-Pass" },
    price: 4.9,
    preTaxPrice: 4.08,
    currency: "eur",
  },
});

const codes: BatchCodePresentation[] = [
  { id: 101, code: "ABCD2345", privateSpace: { id: 9, state: "active" } },
  { id: 102, code: "WXYZ6789", privateSpace: null },
  { id: 105, code: "KMNP0123", privateSpace: { id: 11, state: "expired" } },
];

describe("a created batch, presented once", () => {
  const batch = presentCouponBatch(viewOf(row(101, "ABCD2345")), codes, now, "de");

  it("answers for each code what presentCoupon answers for its row, fields in the same order", () => {
    const oneByOne = codes.map((code) => presentCoupon(viewOf(row(code.id, code.code)), now, "de", code.privateSpace));
    const answer = createdCouponsAnswerOf(batch);
    expect(answer).toEqual({ correlation_id: row(0, "").correlationId, coupons: oneByOne });
    expect(JSON.stringify(answer)).toBe(JSON.stringify({ correlation_id: answer.correlation_id, coupons: oneByOne }));
  });

  it("writes in one pass the JSON text of those objects, which the answer's schema reads", () => {
    const text = createdCouponsAnswerJson(batch);
    expect(text).toBe(JSON.stringify(createdCouponsAnswerOf(batch)));
    expect(createdCouponsAnswerSchema.parse(JSON.parse(text)).coupons.map((coupon) => coupon.code)).toEqual([
      "ABCD2345",
      "WXYZ6789",
      "KMNP0123",
    ]);
  });
});
