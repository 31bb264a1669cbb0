import { requiredTextSchema } from "@ondine/domain";
import { z } from "zod";

// The tokens of mailed links, as the console passes them on. No form types
// them, so these schemas live with the routes rather than in packages/domain.

const tokenText = requiredTextSchema(200);

export const unlockQuerySchema = z.object({ unlock_token: tokenText });
export const confirmationQuerySchema = z.object({ confirmation_token: tokenText });
