import type { InterfaceLanguage } from "@ondine/domain";

/** One SMS in the interface languages; other languages read English. */
export type SmsTemplate<Params> = Record<InterfaceLanguage, (params: Params) => string>;
