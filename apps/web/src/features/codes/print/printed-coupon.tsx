import classes from "./print-sheet.module.css";
import type { PrintedCouponFields } from "./printed-coupon-fields";
import { PrintedText } from "./printed-text";
import type { PrintedCouponTexts } from "./printed-texts";

interface PrintedCouponProps {
  coupon: PrintedCouponFields;
  texts: PrintedCouponTexts;
}

/** One coupon on the sheet: the code, how to use it, what it gives, until when, and whom to call (docs/product.md#codes-printing). */
export function PrintedCoupon({ coupon, texts }: PrintedCouponProps) {
  return (
    <article className={classes.coupon} data-testid="printed-coupon">
      <div className={classes.title}>
        <PrintedText line={texts.title} />
      </div>
      <div className={classes.location}>{coupon.site_name ?? coupon.organism_name}</div>
      <div className={classes.code}>{coupon.code}</div>
      <div className={classes.howTo}>
        <PrintedText line={texts.howToConnect} />
      </div>
      <PrintedText line={texts.duration} />
      <PrintedText line={texts.validity} />
      <PrintedText line={texts.devices} />
      <div className={classes.footer}>
        <PrintedText line={texts.customerService} />
        <PrintedText line={texts.created} />
      </div>
    </article>
  );
}
