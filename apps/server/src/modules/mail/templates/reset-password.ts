import type { MailTemplate } from "./mail-template";

export type ResetPasswordMailParams = { firstName: string; link: string; validHours: number };

/** The link to choose a new password, sent on request from the login page. */
export const resetPasswordMail: MailTemplate<ResetPasswordMailParams> = {
  fr: ({ firstName, link, validHours }) => ({
    subject: "Réinitialisation de votre mot de passe Ondine",
    paragraphs: [
      `Bonjour ${firstName},`,
      "Une réinitialisation du mot de passe de votre compte Ondine a été demandée.",
    ],
    action: { label: "Choisir un nouveau mot de passe", url: link },
    footnote: `Ce lien est valable ${validHours} heures et ne sert qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.`,
  }),
  en: ({ firstName, link, validHours }) => ({
    subject: "Reset your Ondine password",
    paragraphs: [`Hello ${firstName},`, "Someone asked to reset the password of your Ondine account."],
    action: { label: "Choose a new password", url: link },
    footnote: `This link is valid for ${validHours} hours and works once. If you did not ask for it, ignore this message: your password stays as it is.`,
  }),
  es: ({ firstName, link, validHours }) => ({
    subject: "Restablecer su contraseña de Ondine",
    paragraphs: [`Hola ${firstName}:`, "Se ha solicitado restablecer la contraseña de su cuenta Ondine."],
    action: { label: "Elegir una nueva contraseña", url: link },
    footnote: `Este enlace es válido durante ${validHours} horas y solo funciona una vez. Si no lo ha solicitado, ignore este mensaje: su contraseña no cambia.`,
  }),
  de: ({ firstName, link, validHours }) => ({
    subject: "Ihr Ondine-Passwort zurücksetzen",
    paragraphs: [`Guten Tag ${firstName},`, "für Ihr Ondine-Konto wurde das Zurücksetzen des Passworts angefordert."],
    action: { label: "Neues Passwort festlegen", url: link },
    footnote: `Dieser Link ist ${validHours} Stunden gültig und funktioniert nur einmal. Falls Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.`,
  }),
};
