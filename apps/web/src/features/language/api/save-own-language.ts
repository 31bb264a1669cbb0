import type { Language } from "@ondine/domain";
import { apiRequest } from "../../../api/client";

/** PATCH /users/language: the signed-in user's language, applied at their next sign-in. */
export function saveOwnLanguage(language: Language): Promise<void> {
  return apiRequest<void>("PATCH", "/users/language", { body: { language } });
}
