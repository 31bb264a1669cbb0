import { type UserPresentation, userAnswerSchema } from "@ondine/domain";
import { apiCall } from "../../../api/client";

/** DELETE /admin/users/{id}: the account is deactivated and answered with its `deleted_at`. */
export function deleteUser(id: number): Promise<UserPresentation> {
  return apiCall("DELETE", `/admin/users/${id}`, userAnswerSchema);
}
