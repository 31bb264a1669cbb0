import { z } from "zod";

/**
 * `POST /api/generate_api_token`: the token, shown this once, with the
 * restrictions it was made with. `expires_at` is the last moment it works
 * (ISO 8601: the end of the chosen day in Paris), null when it never expires.
 */
export const generatedApiTokenSchema = z.object({
  api_token: z.string(),
  read_only: z.boolean(),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
});
export type GeneratedApiToken = z.infer<typeof generatedApiTokenSchema>;

/**
 * The signed-in user's token as `GET /api/users/me` tells it to them (never
 * the token itself): when it was made, last used (null: never; written at
 * most once a minute), when it stops working (null: never) and whether it
 * only reads. ISO 8601 instants.
 */
export const apiTokenDetailsSchema = z.object({
  created_at: z.iso.datetime({ offset: true }),
  last_used_at: z.iso.datetime({ offset: true }).nullable(),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  read_only: z.boolean(),
});
export type ApiTokenDetails = z.infer<typeof apiTokenDetailsSchema>;
