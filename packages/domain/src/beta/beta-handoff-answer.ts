import { z } from "zod";

// Apart from beta-console.ts, whose rule the route guard loads before sign-in:
// a schema beside it would bring zod into that JavaScript.

/** `POST /api/sessions/beta_handoff`: the other console's address that signs this user in there. */
export const betaHandoffSchema = z.object({ url: z.string() });
export type BetaHandoff = z.infer<typeof betaHandoffSchema>;
