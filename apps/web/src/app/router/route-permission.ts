/**
 * The domain's check of a user's roles against a route (docs/product.md#accounts-permissions), in a chunk
 * of its own: only a private route's guard reads it, once a user is signed
 * in, so its navigation table and permissions stay off the sign-in path
 * (route-access.ts loads it beside the user's read).
 */
export { isRouteAllowed } from "@ondine/domain";
