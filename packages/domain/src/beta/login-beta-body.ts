import { z } from "zod";
import { requiredTextSchema } from "../inputs/text-schema";

// Apart from beta-console.ts, whose rules and error key the sign-in path reads
// without zod (docs/performance.md "JavaScript before sign-in").

const handoffToken = requiredTextSchema(256);

/** `POST /api/users/login_beta`: the token of a hand-over link (/account/login_beta/{token}, docs/product.md#accounts-beta). */
export const loginBetaBodySchema = z.object({ token: handoffToken });
export type LoginBetaBody = z.infer<typeof loginBetaBodySchema>;
