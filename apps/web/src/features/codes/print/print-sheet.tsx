import classes from "./print-sheet.module.css";
import { PrintedCoupon } from "./printed-coupon";
import type { PrintedCouponFields } from "./printed-coupon-fields";
import type { PrintedCouponTexts } from "./printed-texts";

interface PrintSheetProps {
  coupons: readonly PrintedCouponFields[];
  /** "Page 3", the sheet's accessible name. */
  label: string;
  textsOf: (coupon: PrintedCouponFields) => PrintedCouponTexts;
}

/** One A4 page of up to 9 coupons. */
export function PrintSheet({ coupons, label, textsOf }: PrintSheetProps) {
  return (
    <section className={classes.sheet} aria-label={label} data-testid="print-sheet">
      {coupons.map((coupon) => (
        <PrintedCoupon key={coupon.id} coupon={coupon} texts={textsOf(coupon)} />
      ))}
    </section>
  );
}
