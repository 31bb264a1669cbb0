import { lazy } from "react";

/**
 * The portal announcements' three screens behind one import of the entry
 * chunk (which is on the sign-in path, whose budget is full: each import
 * there carries its list of files). The list comes with this chunk; the
 * form's two screens, heavier, load apart when opened.
 */
export { AdvertisementsListScreen } from "./advertisements-list-screen";
export const AdvertisementsCreateScreen = lazy(() =>
  import("./advertisements-create-screen").then(({ AdvertisementsCreateScreen }) => ({
    default: AdvertisementsCreateScreen,
  })),
);
export const AdvertisementsEditScreen = lazy(() =>
  import("./advertisements-edit-screen").then(({ AdvertisementsEditScreen }) => ({
    default: AdvertisementsEditScreen,
  })),
);
