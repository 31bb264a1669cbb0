import type { MailTemplate } from "./mail-template";

export type EmailChangeNoticeMailParams = { firstName: string; newEmail: string };

/** To the old address of an e-mail change: told before anything changes. */
export const emailChangeNoticeMail: MailTemplate<EmailChangeNoticeMailParams> = {
  fr: ({ firstName, newEmail }) => ({
    subject: "Changement d'adresse e-mail demandé sur votre compte Ondine",
    paragraphs: [
      `Bonjour ${firstName},`,
      `Un changement de l'adresse de votre compte Ondine vers ${newEmail} a été demandé. Un lien de confirmation a été envoyé à cette adresse ; tant qu'il n'est pas suivi, vous vous connectez toujours avec celle-ci.`,
    ],
    footnote:
      "Si vous n'êtes pas à l'origine de ce changement, changez votre mot de passe et prévenez votre administrateur.",
  }),
  en: ({ firstName, newEmail }) => ({
    subject: "E-mail change requested on your Ondine account",
    paragraphs: [
      `Hello ${firstName},`,
      `Someone asked to change the address of your Ondine account to ${newEmail}. A confirmation link was sent there; until it is followed, you keep signing in with this address.`,
    ],
    footnote: "If you did not ask for this change, change your password and tell your administrator.",
  }),
  es: ({ firstName, newEmail }) => ({
    subject: "Solicitud de cambio de correo en su cuenta Ondine",
    paragraphs: [
      `Hola ${firstName}:`,
      `Se ha solicitado cambiar la dirección de su cuenta Ondine a ${newEmail}. Se ha enviado un enlace de confirmación a esa dirección; mientras no se siga, seguirá iniciando sesión con esta.`,
    ],
    footnote: "Si no ha solicitado este cambio, cambie su contraseña y avise a su administrador.",
  }),
  de: ({ firstName, newEmail }) => ({
    subject: "Änderung der E-Mail-Adresse Ihres Ondine-Kontos angefordert",
    paragraphs: [
      `Guten Tag ${firstName},`,
      `Für Ihr Ondine-Konto wurde eine Änderung der Adresse zu ${newEmail} angefordert. Dorthin wurde ein Bestätigungslink gesendet; solange er nicht geöffnet wird, melden Sie sich weiter mit dieser Adresse an.`,
    ],
    footnote:
      "Falls Sie diese Änderung nicht angefordert haben, ändern Sie Ihr Passwort und informieren Sie Ihren Administrator.",
  }),
};
