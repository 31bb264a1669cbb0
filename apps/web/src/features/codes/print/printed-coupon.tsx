import { customerServicePhone, formatPrintDate, unlimitedUsage } from "@ondine/domain";
import type { TFunction } from "i18next";
import type { CouponDocument } from "../coupon-document";
import { couponDurationText } from "../use-duration-label";
import classes from "./print-sheet.module.css";
import { PrintedText } from "./printed-text";

interface PrintedCouponProps {
  coupon: CouponDocument;
  t: TFunction;
  english: TFunction | null;
}

function devices(t: TFunction, maxUsage: number): string {
  return maxUsage === unlimitedUsage ? t("codes.devices.unlimited") : t("codes.devices.count", { count: maxUsage });
}

/** One coupon on the sheet: the code, what it gives, until when, and whom to call (SPEC §2 print page). */
export function PrintedCoupon({ coupon, t, english }: PrintedCouponProps) {
  const localised = (tr: TFunction) => ({
    duration: couponDurationText(tr, coupon.duration),
    devices: devices(tr, coupon.max_usage),
  });
  const values = {
    from: formatPrintDate(coupon.starts_at),
    to: formatPrintDate(coupon.ends_at),
    created: formatPrintDate(coupon.created_at, { withTime: true }),
    phone: customerServicePhone(coupon.organism_name),
  };
  const line = (textKey: string) => (
    <PrintedText
      t={t}
      english={english}
      textKey={textKey}
      values={{ ...values, ...localised(t) }}
      englishValues={english ? { ...values, ...localised(english) } : undefined}
    />
  );
  return (
    <article className={classes.coupon} data-testid="printed-coupon">
      <div className={classes.title}>{line("codes.print.couponTitle")}</div>
      <div className={classes.location}>{coupon.site_name ?? coupon.organism_name}</div>
      <div className={classes.code}>{coupon.code}</div>
      {line("codes.print.duration")}
      {line("codes.print.validity")}
      {line("codes.print.devices")}
      <div className={classes.footer}>
        {line("codes.print.customerService")}
        {line("codes.print.created")}
      </div>
    </article>
  );
}
