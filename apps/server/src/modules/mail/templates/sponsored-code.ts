import { calendarDayOf, formatDayMonthYear, formatWallClockTime } from "@ondine/domain";
import type { MailTemplate } from "./mail-template";

export type SponsoredCodeMailParams = { firstName: string; code: string; siteName: string; endsAt: Date };

const until = (endsAt: Date, separator: "/" | "." = "/") =>
  `${formatDayMonthYear(calendarDayOf(endsAt), separator)} ${formatWallClockTime(endsAt)}`;

/** To the guest, once the sponsor granted access: the code and until when it works (Paris time). */
export const sponsoredCodeMail: MailTemplate<SponsoredCodeMailParams> = {
  fr: ({ firstName, code, siteName, endsAt }) => ({
    subject: `Votre code d'accès Wi-Fi pour ${siteName}`,
    paragraphs: [
      `Bonjour ${firstName},`,
      `Votre parrain vous a accordé un accès au Wi-Fi de ${siteName}. Votre code :`,
      code,
    ],
    footnote: `Il est valable jusqu'au ${until(endsAt)} (heure de Paris).`,
  }),
  en: ({ firstName, code, siteName, endsAt }) => ({
    subject: `Your Wi-Fi access code for ${siteName}`,
    paragraphs: [
      `Hello ${firstName},`,
      `Your sponsor granted you access to the Wi-Fi at ${siteName}. Your code:`,
      code,
    ],
    footnote: `It is valid until ${until(endsAt)} (Paris time).`,
  }),
  es: ({ firstName, code, siteName, endsAt }) => ({
    subject: `Su código de acceso wifi para ${siteName}`,
    paragraphs: [`Hola ${firstName}:`, `Su padrino le ha concedido acceso al wifi de ${siteName}. Su código:`, code],
    footnote: `Es válido hasta el ${until(endsAt)} (hora de París).`,
  }),
  de: ({ firstName, code, siteName, endsAt }) => ({
    subject: `Ihr WLAN-Zugangscode für ${siteName}`,
    paragraphs: [
      `Guten Tag ${firstName},`,
      `Ihr Pate hat Ihnen Zugang zum WLAN in ${siteName} gewährt. Ihr Code:`,
      code,
    ],
    footnote: `Er ist bis zum ${until(endsAt, ".")} Uhr (Pariser Zeit) gültig.`,
  }),
};
