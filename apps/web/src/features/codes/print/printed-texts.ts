import { type CustomerServicePhones, customerServicePhone, formatPrintDate, unlimitedUsage } from "@ondine/domain";
import type { TFunction } from "i18next";
import { couponDurationText } from "../use-duration-label";
import type { PrintedCouponFields } from "./printed-coupon-fields";

/** One printed line: the interface language's text, and English below it when that is another language (docs/product.md#codes-printing). */
export interface PrintedLine {
  text: string;
  english: string | null;
}

/** The lines of a coupon around its code, in the order they are printed. */
export interface PrintedCouponTexts {
  title: PrintedLine;
  /** How to use the code: join the Wi-Fi, open a page, type it. */
  howToConnect: PrintedLine;
  duration: PrintedLine;
  validity: PrintedLine;
  devices: PrintedLine;
  customerService: PrintedLine;
  created: PrintedLine;
}

function devices(t: TFunction, maxUsage: number): string {
  return maxUsage === unlimitedUsage ? t("codes.devices.unlimited") : t("codes.devices.count", { count: maxUsage });
}

function textsOf(
  coupon: PrintedCouponFields,
  t: TFunction,
  english: TFunction | null,
  phones: CustomerServicePhones,
): PrintedCouponTexts {
  const values = {
    from: formatPrintDate(coupon.starts_at),
    to: formatPrintDate(coupon.ends_at),
    created: formatPrintDate(coupon.created_at, { withTime: true }),
    phone: customerServicePhone(coupon.organism_name, phones),
  };
  const inLanguage = (tr: TFunction) => ({
    ...values,
    duration: couponDurationText(tr, coupon.duration),
    devices: devices(tr, coupon.max_usage),
  });
  const interfaceValues = inLanguage(t);
  const englishValues = english ? inLanguage(english) : null;
  const line = (key: string): PrintedLine => ({
    text: t(key as never, interfaceValues) as string,
    english: english && englishValues ? (english(key as never, englishValues) as string) : null,
  });
  return {
    title: line("codes.print.couponTitle"),
    howToConnect: line("codes.print.howToConnect"),
    duration: line("codes.print.duration"),
    validity: line("codes.print.validity"),
    devices: line("codes.print.devices"),
    customerService: line("codes.print.customerService"),
    created: line("codes.print.created"),
  };
}

/** What the lines depend on: codes of one batch share it, so they share their lines. */
function termsKey(coupon: PrintedCouponFields): string {
  return JSON.stringify([
    coupon.duration,
    coupon.max_usage,
    coupon.starts_at,
    coupon.ends_at,
    coupon.created_at,
    coupon.organism_name,
  ]);
}

/**
 * The printed lines of each coupon, written once for each set of terms: a
 * batch of 500 codes has one. Written for every coupon, their 12 catalogue
 * look-ups and 3 date formattings made most of the half second React took
 * to draw a batch's sheets (docs/performance.md "Printing codes").
 */
export function printedTextsWriter(
  t: TFunction,
  english: TFunction | null,
  phones: CustomerServicePhones,
): (coupon: PrintedCouponFields) => PrintedCouponTexts {
  const written = new Map<string, PrintedCouponTexts>();
  return (coupon) => {
    const key = termsKey(coupon);
    let texts = written.get(key);
    if (!texts) {
      texts = textsOf(coupon, t, english, phones);
      written.set(key, texts);
    }
    return texts;
  };
}
