import type { MailTemplate } from "./mail-template";

export type AccountReactivatedMailParams = { firstName: string; link: string };

/** To an account an admin reactivated (docs/product.md#accounts-users): it can sign in again, as before. */
export const accountReactivatedMail: MailTemplate<AccountReactivatedMailParams> = {
  fr: ({ firstName, link }) => ({
    subject: "Votre compte Ondine est réactivé",
    paragraphs: [
      `Bonjour ${firstName},`,
      "Votre compte sur la console Ondine a été réactivé : vous pouvez de nouveau vous connecter avec votre adresse e-mail et votre mot de passe habituels.",
    ],
    action: { label: "Se connecter", url: link },
    footnote:
      "Si vous avez oublié votre mot de passe, choisissez « Mot de passe oublié ? » sur la page de connexion. Si vous n'attendiez pas ce message, prévenez votre administrateur.",
  }),
  en: ({ firstName, link }) => ({
    subject: "Your Ondine account is active again",
    paragraphs: [
      `Hello ${firstName},`,
      "Your account on the Ondine console has been reactivated: you can sign in again with your usual e-mail address and password.",
    ],
    action: { label: "Sign in", url: link },
    footnote:
      "If you have forgotten your password, choose “Forgot your password?” on the sign-in page. If you did not expect this message, tell your administrator.",
  }),
  es: ({ firstName, link }) => ({
    subject: "Su cuenta Ondine se ha reactivado",
    paragraphs: [
      `Hola ${firstName}:`,
      "Su cuenta en la consola Ondine se ha reactivado: puede volver a iniciar sesión con su dirección de correo electrónico y su contraseña de siempre.",
    ],
    action: { label: "Iniciar sesión", url: link },
    footnote:
      "Si ha olvidado su contraseña, elija «¿Ha olvidado su contraseña?» en la página de inicio de sesión. Si no esperaba este mensaje, avise a su administrador.",
  }),
  de: ({ firstName, link }) => ({
    subject: "Ihr Ondine-Konto ist wieder aktiv",
    paragraphs: [
      `Guten Tag ${firstName},`,
      "Ihr Konto in der Ondine-Konsole wurde reaktiviert: Sie können sich wieder mit Ihrer gewohnten E-Mail-Adresse und Ihrem Passwort anmelden.",
    ],
    action: { label: "Anmelden", url: link },
    footnote:
      "Falls Sie Ihr Passwort vergessen haben, wählen Sie auf der Anmeldeseite „Passwort vergessen?“. Falls Sie diese Nachricht nicht erwartet haben, informieren Sie Ihren Administrator.",
  }),
};
