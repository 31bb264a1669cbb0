import type { MailTemplate } from "./mail-template";

export type ConfirmationMailParams = { firstName: string; link: string; validDays: number };

/** The invitation to choose a password, sent when an account is created and on resend. */
export const confirmationMail: MailTemplate<ConfirmationMailParams> = {
  fr: ({ firstName, link, validDays }) => ({
    subject: "Activez votre compte Ondine",
    paragraphs: [`Bonjour ${firstName},`, "Un compte a été créé pour vous sur la console Ondine."],
    action: { label: "Choisir mon mot de passe", url: link },
    footnote: `Ce lien est valable ${validDays} jours. Si vous n'attendiez pas ce message, ignorez-le.`,
  }),
  en: ({ firstName, link, validDays }) => ({
    subject: "Activate your Ondine account",
    paragraphs: [`Hello ${firstName},`, "An account was created for you on the Ondine console."],
    action: { label: "Choose my password", url: link },
    footnote: `This link is valid for ${validDays} days. If you did not expect this message, ignore it.`,
  }),
  es: ({ firstName, link, validDays }) => ({
    subject: "Active su cuenta Ondine",
    paragraphs: [`Hola ${firstName}:`, "Se ha creado una cuenta para usted en la consola Ondine."],
    action: { label: "Elegir mi contraseña", url: link },
    footnote: `Este enlace es válido durante ${validDays} días. Si no esperaba este mensaje, ignórelo.`,
  }),
  de: ({ firstName, link, validDays }) => ({
    subject: "Aktivieren Sie Ihr Ondine-Konto",
    paragraphs: [`Guten Tag ${firstName},`, "für Sie wurde ein Konto in der Ondine-Konsole angelegt."],
    action: { label: "Mein Passwort festlegen", url: link },
    footnote: `Dieser Link ist ${validDays} Tage gültig. Falls Sie diese Nachricht nicht erwartet haben, ignorieren Sie sie.`,
  }),
};
