import type { MessageLanguage } from "@ondine/domain";

/** What one mail says, before it is laid out as plain text and HTML. */
export type MailContent = {
  subject: string;
  /** Paragraphs, in order. */
  paragraphs: string[];
  /** Text a person wrote (a ticket's message), after the paragraphs, shown as written: line breaks kept. */
  quote?: string;
  /** The one button (HTML) or link line (text) the mail leads to. */
  action?: { label: string; url: string };
  /** A closing paragraph below the action: validity, "if it was not you"... */
  footnote?: string;
};

/** One template in the interface languages; other languages read English. */
export type MailTemplate<Params> = Record<MessageLanguage, (params: Params) => MailContent>;
