import { fallbackLanguage, isMessageLanguage, type MessageLanguage } from "@ondine/domain";
import { couponCodeSms } from "./templates/coupon-code-sms";

/** Every SMS the server writes, by name. */
const smsTemplates = {
  coupon_code: couponCodeSms,
} as const;

type SmsTemplates = typeof smsTemplates;
export type SmsTemplateName = keyof SmsTemplates;
export type SmsParams<Name extends SmsTemplateName> = Parameters<SmsTemplates[Name]["en"]>[0];

export type RenderedSms = { language: MessageLanguage; text: string };

/** A template in the guest's language when a template speaks it, else English (docs/product.md#i18n-languages). */
export function renderSms<Name extends SmsTemplateName>(
  name: Name,
  language: string,
  params: SmsParams<Name>,
): RenderedSms {
  const chosen = isMessageLanguage(language) ? language : fallbackLanguage;
  const write = smsTemplates[name][chosen] as (params: SmsParams<Name>) => string;
  return { language: chosen, text: write(params) };
}
