import { fallbackLanguage, isMessageLanguage, type MessageLanguage } from "@ondine/domain";
import { accountReactivatedMail } from "./templates/account-reactivated";
import { confirmationMail } from "./templates/confirmation";
import { emailChangeConfirmationMail } from "./templates/email-change-confirmation";
import { emailChangeNoticeMail } from "./templates/email-change-notice";
import type { MailContent } from "./templates/mail-template";
import { resetPasswordMail } from "./templates/reset-password";
import { silenceReminderMail } from "./templates/silence-reminder";
import { siteAlertMail } from "./templates/site-alert";
import { sponsorRequestMail } from "./templates/sponsor-request";
import { sponsoredCodeMail } from "./templates/sponsored-code";
import { ticketOverdueMail } from "./templates/ticket-overdue";
import { ticketReplyMail } from "./templates/ticket-reply";
import { twoFactorCodeMail } from "./templates/two-factor-code";
import { unlockMail } from "./templates/unlock";
import { webhookEndpointDisabledMail } from "./templates/webhook-endpoint-disabled";
import { webhookEndpointEnabledMail } from "./templates/webhook-endpoint-enabled";

/** Every mail the server writes, by name. */
const mailTemplates = {
  confirmation: confirmationMail,
  account_reactivated: accountReactivatedMail,
  reset_password: resetPasswordMail,
  unlock: unlockMail,
  two_factor_code: twoFactorCodeMail,
  sponsor_request: sponsorRequestMail,
  sponsored_code: sponsoredCodeMail,
  email_change_confirmation: emailChangeConfirmationMail,
  email_change_notice: emailChangeNoticeMail,
  ticket_reply: ticketReplyMail,
  ticket_overdue: ticketOverdueMail,
  silence_reminder: silenceReminderMail,
  site_alert: siteAlertMail,
  webhook_endpoint_disabled: webhookEndpointDisabledMail,
  webhook_endpoint_enabled: webhookEndpointEnabledMail,
} as const;

type MailTemplates = typeof mailTemplates;
export type MailTemplateName = keyof MailTemplates;
export type MailParams<Name extends MailTemplateName> = Parameters<MailTemplates[Name]["en"]>[0];

export type RenderedMail = { language: MessageLanguage; subject: string; text: string; html: string };

/** The recipient's language when a template speaks it, else English (docs/product.md#i18n-languages). */
export function mailLanguage(language: string): MessageLanguage {
  return isMessageLanguage(language) ? language : fallbackLanguage;
}

/** A template in a language, laid out as plain text and as simple HTML. */
export function renderMail<Name extends MailTemplateName>(
  name: Name,
  language: string,
  params: MailParams<Name>,
): RenderedMail {
  const chosen = mailLanguage(language);
  const write = mailTemplates[name][chosen] as (params: MailParams<Name>) => MailContent;
  const content = write(params);
  return { language: chosen, subject: content.subject, text: plainText(content, chosen), html: html(content, chosen) };
}

function plainText(content: MailContent, language: MessageLanguage): string {
  const blocks = [...content.paragraphs];
  if (content.quote) blocks.push(content.quote);
  // French sets a space before the colon.
  const colon = language === "fr" ? " :" : ":";
  if (content.action) blocks.push(`${content.action.label}${colon}\n${content.action.url}`);
  if (content.footnote) blocks.push(content.footnote);
  return `${blocks.join("\n\n")}\n\n-- \nOndine\n`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function html(content: MailContent, language: MessageLanguage): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const parts = content.paragraphs.map(paragraph);
  if (content.quote) {
    parts.push(
      `<div style="margin:0 0 16px;padding:4px 0 4px 12px;border-left:3px solid #ccc;white-space:pre-wrap">` +
        `${escapeHtml(content.quote)}</div>`,
    );
  }
  if (content.action) {
    const href = escapeHtml(content.action.url);
    parts.push(
      `<p style="margin:24px 0"><a href="${href}" style="background:#1c7ed6;color:#fff;padding:10px 18px;` +
        `border-radius:4px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#555">${href}</p>`,
    );
  }
  if (content.footnote)
    parts.push(`<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(content.footnote)}</p>`);
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="font-family:Arial,sans-serif;font-size:15px;color:#222;max-width:560px;margin:0 auto;padding:24px">` +
    `${parts.join("")}<p style="margin:32px 0 0;color:#888">Ondine</p></body></html>`
  );
}
