// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").

// The same calls' services and role check, for GraphQL (docs/api.md "GraphQL").
export { assertMayAdvertise } from "./advertisement-caller";
// The console's calls (docs/api.md "Portal announcements").
export { advertisementsRoutes } from "./advertisements.routes";
export {
  type AdvertisementImageReference,
  type AdvertisementListFilters,
  type AdvertisementsDependencies,
  type AdvertisementWriter,
  createAdvertisement,
  deleteAdvertisement,
  findAdvertisementsWindow,
  getAdvertisement,
  updateAdvertisement,
} from "./advertisements.service";
// The guest's side: the public call of a captive portal and the images (docs/advertisements.md).
export { announcementImageParamsSchema, portalAnnouncementsRoutes } from "./portal-announcements.routes";
