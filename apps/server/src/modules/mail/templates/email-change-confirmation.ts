import type { MailTemplate } from "./mail-template";

export type EmailChangeConfirmationMailParams = {
  firstName: string;
  newEmail: string;
  link: string;
  validHours: number;
};

/** To the new address of an e-mail change: the link that makes it the sign-in address. */
export const emailChangeConfirmationMail: MailTemplate<EmailChangeConfirmationMailParams> = {
  fr: ({ firstName, newEmail, link, validHours }) => ({
    subject: "Confirmez votre nouvelle adresse e-mail Ondine",
    paragraphs: [
      `Bonjour ${firstName},`,
      `L'adresse ${newEmail} doit devenir celle de votre compte Ondine. Elle ne servira à vous connecter qu'une fois confirmée ; d'ici là, votre adresse actuelle reste valable.`,
    ],
    action: { label: "Confirmer cette adresse", url: link },
    footnote: `Ce lien est valable ${validHours} heures et ne sert qu'une fois. Si vous n'êtes pas à l'origine de ce changement, ignorez ce message : rien ne change.`,
  }),
  en: ({ firstName, newEmail, link, validHours }) => ({
    subject: "Confirm your new Ondine e-mail address",
    paragraphs: [
      `Hello ${firstName},`,
      `${newEmail} is to become the address of your Ondine account. You will sign in with it only once it is confirmed; until then your current address stays.`,
    ],
    action: { label: "Confirm this address", url: link },
    footnote: `This link is valid for ${validHours} hours and works once. If you did not ask for this change, ignore this message: nothing changes.`,
  }),
  es: ({ firstName, newEmail, link, validHours }) => ({
    subject: "Confirme su nueva dirección de correo de Ondine",
    paragraphs: [
      `Hola ${firstName}:`,
      `La dirección ${newEmail} va a pasar a ser la de su cuenta Ondine. Solo podrá iniciar sesión con ella una vez confirmada; hasta entonces sigue valiendo su dirección actual.`,
    ],
    action: { label: "Confirmar esta dirección", url: link },
    footnote: `Este enlace es válido durante ${validHours} horas y solo funciona una vez. Si no ha solicitado este cambio, ignore este mensaje: no cambia nada.`,
  }),
  de: ({ firstName, newEmail, link, validHours }) => ({
    subject: "Bestätigen Sie Ihre neue E-Mail-Adresse für Ondine",
    paragraphs: [
      `Guten Tag ${firstName},`,
      `${newEmail} soll die Adresse Ihres Ondine-Kontos werden. Sie melden sich erst nach der Bestätigung damit an; bis dahin gilt Ihre bisherige Adresse.`,
    ],
    action: { label: "Diese Adresse bestätigen", url: link },
    footnote: `Dieser Link ist ${validHours} Stunden gültig und funktioniert nur einmal. Falls Sie diese Änderung nicht angefordert haben, ignorieren Sie diese Nachricht: Es ändert sich nichts.`,
  }),
};
