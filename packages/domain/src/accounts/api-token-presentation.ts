/**
 * `POST /api/generate_api_token`: the token, shown this once, with the
 * restrictions it was made with. `expires_at` is the last moment it works
 * (ISO 8601: the end of the chosen day in Paris), null when it never expires.
 */
export interface GeneratedApiToken {
  api_token: string;
  read_only: boolean;
  expires_at: string | null;
}

/**
 * The signed-in user's token as `GET /api/users/me` tells it to them (never
 * the token itself): when it was made, last used (null: never; written at
 * most once a minute), when it stops working (null: never) and whether it
 * only reads. ISO 8601 instants.
 */
export interface ApiTokenDetails {
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  read_only: boolean;
}
