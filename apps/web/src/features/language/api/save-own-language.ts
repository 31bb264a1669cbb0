import type { Language } from "@ondine/domain";
import { apiCallWithoutAnswer } from "../../../api/client";

/** PATCH /users/language: the signed-in user's language, applied at their next sign-in. */
export function saveOwnLanguage(language: Language): Promise<void> {
  return apiCallWithoutAnswer("PATCH", "/users/language", { body: { language } });
}
