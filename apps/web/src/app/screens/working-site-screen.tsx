import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { WorkingSitePage } from "../../features/locations/components/working-site-page";
import { ScreenLoader } from "../layout/screen-loader";

/** /working-site: an account without any location (NO_RESULTS, docs/product.md#locations-selection, docs/product.md#errors). */
export function WorkingSiteScreen() {
  const { data: user } = useCurrentUser();
  if (!user) return <ScreenLoader />;
  return <WorkingSitePage user={user} />;
}
