import {
  type CouponDurationParts,
  calendarDayOf,
  couponDurationParts,
  formatDayMonthYear,
  formatWallClockTime,
} from "@ondine/domain";
import type { SmsTemplate } from "./sms-template";

export type CouponCodeSmsParams = {
  code: string;
  /** Seconds of access from the first connection. */
  duration: number;
  /** The last moment the code can be used (written in Paris time). */
  endsAt: Date;
};

type UnitNames = Record<CouponDurationParts["unit"], [singular: string, plural: string]>;

/** "2 days", "1,5 jour": the value in the language's decimals, the unit agreeing with it. */
function durationText(
  seconds: number,
  names: UnitNames,
  options: { decimalComma: boolean; singularBelowTwo: boolean },
) {
  const { value, unit } = couponDurationParts(seconds);
  const written = options.decimalComma ? String(value).replace(".", ",") : String(value);
  // French reads 1,5 in the singular; English, Spanish and German only 1.
  const singular = options.singularBelowTwo ? value < 2 : value === 1;
  return `${written} ${names[unit][singular ? 0 : 1]}`;
}

const day = (endsAt: Date, separator: "/" | "." = "/") => formatDayMonthYear(calendarDayOf(endsAt), separator);

/** The guest's code, sent from the detail panel or at creation (docs/product.md#codes-screens): the code, its duration and its end. */
export const couponCodeSms: SmsTemplate<CouponCodeSmsParams> = {
  fr: ({ code, duration, endsAt }) => {
    const lasting = durationText(
      duration,
      { hour: ["heure", "heures"], day: ["jour", "jours"], week: ["semaine", "semaines"] },
      { decimalComma: true, singularBelowTwo: true },
    );
    return `Votre code d'accès Wi-Fi : ${code}. Il donne ${lasting} d'accès dès la première connexion et s'utilise jusqu'au ${day(endsAt)} à ${formatWallClockTime(endsAt)}.`;
  },
  en: ({ code, duration, endsAt }) => {
    const lasting = durationText(
      duration,
      { hour: ["hour", "hours"], day: ["day", "days"], week: ["week", "weeks"] },
      { decimalComma: false, singularBelowTwo: false },
    );
    return `Your Wi-Fi access code: ${code}. It gives ${lasting} of access from the first connection and can be used until ${day(endsAt)} ${formatWallClockTime(endsAt)}.`;
  },
  es: ({ code, duration, endsAt }) => {
    const lasting = durationText(
      duration,
      { hour: ["hora", "horas"], day: ["día", "días"], week: ["semana", "semanas"] },
      { decimalComma: true, singularBelowTwo: false },
    );
    return `Su código de acceso wifi: ${code}. Da ${lasting} de acceso desde la primera conexión y puede usarse hasta el ${day(endsAt)} a las ${formatWallClockTime(endsAt)}.`;
  },
  de: ({ code, duration, endsAt }) => {
    const lasting = durationText(
      duration,
      { hour: ["Stunde", "Stunden"], day: ["Tag", "Tage"], week: ["Woche", "Wochen"] },
      { decimalComma: true, singularBelowTwo: false },
    );
    return `Ihr WLAN-Zugangscode: ${code}. Er gilt ab der ersten Verbindung ${lasting} lang und kann bis zum ${day(endsAt, ".")} um ${formatWallClockTime(endsAt)} Uhr verwendet werden.`;
  },
};
