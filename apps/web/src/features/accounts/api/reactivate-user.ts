import { type UserPresentation, userAnswerSchema } from "@ondine/domain";
import { apiCall } from "../../../api/client";

/** POST /admin/users/{id}/reactivate: the account is active again, with its roles and locations. */
export function reactivateUser(id: number): Promise<UserPresentation> {
  return apiCall("POST", `/admin/users/${id}/reactivate`, userAnswerSchema);
}
