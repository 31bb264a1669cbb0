import { apiErrorBodySchema } from "@ondine/domain";

// Any part of the body may be missing (a proxy's HTML page, a bare 502): each
// field is taken only when present and well-formed. Its own chunk, loaded by
// the first error answer: zod is not on the sign-in page's first load.
export const partialErrorBodySchema = apiErrorBodySchema.partial();
