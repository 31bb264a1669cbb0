// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").

// The console's calls (docs/api.md "Portal announcements").
export { advertisementsRoutes } from "./advertisements.routes";
// The guest's side: the public call of a captive portal and the images (docs/advertisements.md).
export { announcementImageParamsSchema, portalAnnouncementsRoutes } from "./portal-announcements.routes";
