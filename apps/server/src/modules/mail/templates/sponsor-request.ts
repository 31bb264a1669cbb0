import type { MailTemplate } from "./mail-template";

export type SponsorRequestMailParams = {
  guestName: string;
  guestEmail: string;
  siteName: string;
  link: string;
  validHours: number;
};

/** To the sponsor a captive portal named: the link to let the guest in (docs/product.md#sponsors-link). */
export const sponsorRequestMail: MailTemplate<SponsorRequestMailParams> = {
  fr: ({ guestName, guestEmail, siteName, link, validHours }) => ({
    subject: `${guestName} demande un accès Wi-Fi à ${siteName}`,
    paragraphs: [
      "Bonjour,",
      `${guestName} (${guestEmail}) demande à se connecter au Wi-Fi de ${siteName} et vous a désigné comme parrain.`,
      "Si vous connaissez cette personne, choisissez jusqu'à quand son accès est valable : elle recevra son code par e-mail.",
    ],
    action: { label: "Accorder l'accès", url: link },
    footnote: `Ce lien est valable ${validHours} heures et ne sert qu'une fois. Si vous ne connaissez pas cette personne, ignorez ce message.`,
  }),
  en: ({ guestName, guestEmail, siteName, link, validHours }) => ({
    subject: `${guestName} asks for Wi-Fi access at ${siteName}`,
    paragraphs: [
      "Hello,",
      `${guestName} (${guestEmail}) asks to use the Wi-Fi at ${siteName} and named you as their sponsor.`,
      "If you know this person, choose until when their access lasts: they will receive their code by email.",
    ],
    action: { label: "Grant access", url: link },
    footnote: `This link is valid for ${validHours} hours and works once. If you do not know this person, ignore this message.`,
  }),
  es: ({ guestName, guestEmail, siteName, link, validHours }) => ({
    subject: `${guestName} solicita acceso wifi en ${siteName}`,
    paragraphs: [
      "Hola:",
      `${guestName} (${guestEmail}) solicita conectarse al wifi de ${siteName} y le ha designado como padrino.`,
      "Si conoce a esta persona, elija hasta cuándo dura su acceso: recibirá su código por correo electrónico.",
    ],
    action: { label: "Conceder el acceso", url: link },
    footnote: `Este enlace es válido durante ${validHours} horas y solo funciona una vez. Si no conoce a esta persona, ignore este mensaje.`,
  }),
  de: ({ guestName, guestEmail, siteName, link, validHours }) => ({
    subject: `${guestName} bittet um WLAN-Zugang in ${siteName}`,
    paragraphs: [
      "Guten Tag,",
      `${guestName} (${guestEmail}) möchte das WLAN in ${siteName} nutzen und hat Sie als Paten angegeben.`,
      "Wenn Sie diese Person kennen, wählen Sie, bis wann ihr Zugang gilt: Sie erhält ihren Code per E-Mail.",
    ],
    action: { label: "Zugang gewähren", url: link },
    footnote: `Dieser Link ist ${validHours} Stunden gültig und funktioniert nur einmal. Falls Sie diese Person nicht kennen, ignorieren Sie diese Nachricht.`,
  }),
};
