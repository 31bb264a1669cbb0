/**
 * The domain's check of a user's roles against a route (docs/product.md#accounts-permissions), loaded
 * lazily: only a private route's guard reads it, once a user is signed in, so
 * its navigation table and permissions stay off the sign-in path
 * (route-access.ts loads it beside the user's read). The build puts it in the
 * console frame's chunk (vite.config.ts), which a signed-in page loads anyway.
 */
export { isRouteAllowed } from "@ondine/domain";
