import type { TFunction } from "i18next";
import type { CouponDocument } from "../coupon-document";
import classes from "./print-sheet.module.css";
import { PrintedCoupon } from "./printed-coupon";

interface PrintSheetProps {
  coupons: readonly CouponDocument[];
  pageNumber: number;
  t: TFunction;
  english: TFunction | null;
}

/** One A4 page of up to 9 coupons. */
export function PrintSheet({ coupons, pageNumber, t, english }: PrintSheetProps) {
  return (
    <section
      className={classes.sheet}
      aria-label={t("codes.print.page", { page: pageNumber })}
      data-testid="print-sheet"
    >
      {coupons.map((coupon) => (
        <PrintedCoupon key={coupon.id} coupon={coupon} t={t} english={english} />
      ))}
    </section>
  );
}
