import type { MessageLanguage } from "@ondine/domain";

/** One SMS in the interface languages; other languages read English. */
export type SmsTemplate<Params> = Record<MessageLanguage, (params: Params) => string>;
