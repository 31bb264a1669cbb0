import { z } from "zod";
import { pageInfoShape, pageQuerySchema } from "../pagination/page";
import { blankAsAbsent, searchTextSchema } from "../queries/query-params";
import { userPresentationSchema } from "./current-user";
import { userStates } from "./user-state";

export const usersPerPageDefault = 20;
export const usersPerPageMax = 100;

/** `GET /api/users?search=&state=&page=&per_page=`: the accounts list's filters. */
export const usersQuerySchema = pageQuerySchema.extend({
  search: searchTextSchema,
  state: z.preprocess(blankAsAbsent, z.enum(userStates, { error: "formErrors.invalid" }).optional()),
  per_page: z.coerce
    .number({ error: "formErrors.invalid" })
    .int("formErrors.invalid")
    .min(1, "formErrors.invalid")
    .max(usersPerPageMax, "formErrors.invalid")
    .default(usersPerPageDefault),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

/** The accounts list's answer. */
export const usersPageSchema = z.object({
  users: z.array(userPresentationSchema),
  total_count: z.number().int(),
  ...pageInfoShape,
});
export type UsersPage = z.infer<typeof usersPageSchema>;
