import type { MailTemplate } from "./mail-template";

export type TwoFactorCodeMailParams = { firstName: string; code: string; validMinutes: number };

/** The second factor of a sign-in: a code typed on the login page. */
export const twoFactorCodeMail: MailTemplate<TwoFactorCodeMailParams> = {
  fr: ({ firstName, code, validMinutes }) => ({
    subject: `Code de connexion Ondine : ${code}`,
    paragraphs: [`Bonjour ${firstName},`, "Votre code de connexion :", code],
    footnote: `Il est valable ${validMinutes} minutes. Si vous n'essayez pas de vous connecter, changez votre mot de passe.`,
  }),
  en: ({ firstName, code, validMinutes }) => ({
    subject: `Ondine sign-in code: ${code}`,
    paragraphs: [`Hello ${firstName},`, "Your sign-in code:", code],
    footnote: `It is valid for ${validMinutes} minutes. If you are not signing in, change your password.`,
  }),
  es: ({ firstName, code, validMinutes }) => ({
    subject: `Código de conexión Ondine: ${code}`,
    paragraphs: [`Hola ${firstName}:`, "Su código de conexión:", code],
    footnote: `Es válido durante ${validMinutes} minutos. Si no está intentando conectarse, cambie su contraseña.`,
  }),
  de: ({ firstName, code, validMinutes }) => ({
    subject: `Ondine-Anmeldecode: ${code}`,
    paragraphs: [`Guten Tag ${firstName},`, "Ihr Anmeldecode:", code],
    footnote: `Er ist ${validMinutes} Minuten gültig. Falls Sie sich nicht gerade anmelden, ändern Sie Ihr Passwort.`,
  }),
};
