import type { MailTemplate } from "./mail-template";

export type UnlockMailParams = { firstName: string; link: string; maxAttempts: number; lockedMinutes: number };

/** Sent when failed sign-ins lock the account. */
export const unlockMail: MailTemplate<UnlockMailParams> = {
  fr: ({ firstName, link, maxAttempts, lockedMinutes }) => ({
    subject: "Votre compte Ondine est verrouillé",
    paragraphs: [
      `Bonjour ${firstName},`,
      `Après ${maxAttempts} tentatives de connexion échouées, votre compte est verrouillé pour ${lockedMinutes} minutes.`,
    ],
    action: { label: "Déverrouiller mon compte", url: link },
    footnote: "Si ces tentatives ne viennent pas de vous, changez votre mot de passe après le déverrouillage.",
  }),
  en: ({ firstName, link, maxAttempts, lockedMinutes }) => ({
    subject: "Your Ondine account is locked",
    paragraphs: [
      `Hello ${firstName},`,
      `After ${maxAttempts} failed sign-in attempts, your account is locked for ${lockedMinutes} minutes.`,
    ],
    action: { label: "Unlock my account", url: link },
    footnote: "If these attempts were not yours, change your password once the account is unlocked.",
  }),
  es: ({ firstName, link, maxAttempts, lockedMinutes }) => ({
    subject: "Su cuenta Ondine está bloqueada",
    paragraphs: [
      `Hola ${firstName}:`,
      `Tras ${maxAttempts} intentos de conexión fallidos, su cuenta queda bloqueada durante ${lockedMinutes} minutos.`,
    ],
    action: { label: "Desbloquear mi cuenta", url: link },
    footnote: "Si esos intentos no son suyos, cambie su contraseña tras el desbloqueo.",
  }),
  de: ({ firstName, link, maxAttempts, lockedMinutes }) => ({
    subject: "Ihr Ondine-Konto ist gesperrt",
    paragraphs: [
      `Guten Tag ${firstName},`,
      `nach ${maxAttempts} fehlgeschlagenen Anmeldeversuchen ist Ihr Konto für ${lockedMinutes} Minuten gesperrt.`,
    ],
    action: { label: "Mein Konto entsperren", url: link },
    footnote: "Falls diese Versuche nicht von Ihnen stammen, ändern Sie nach dem Entsperren Ihr Passwort.",
  }),
};
