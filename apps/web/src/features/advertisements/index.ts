/**
 * Portal announcements. The list's address: `?page=n` (absent for
 * the first) and `saved=1`, which shows the 2 s save toast once; the form's
 * screens go back with `advertisementsListAfterSave`, which finds the page
 * holding the saved announcement. Screens import the components from their
 * files, so the route tree (eager) reads only the light search reader here.
 */

export {
  type AdvertisementsListSearch,
  advertisementsListHref,
  validateAdvertisementsListSearch,
} from "./advertisements-list-search";
export { advertisementsListAfterSave } from "./after-save";
export { useDeleteAdvertisement } from "./api/delete-advertisement";
export { useAdvertisementsPage } from "./api/find-advertisements";
export { useAdvertisement } from "./api/get-advertisement";
export { useSaveAdvertisement } from "./api/save-advertisement";
