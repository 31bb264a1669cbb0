import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { WorkingSitePage } from "../../features/locations/components/working-site-page";
import { ScreenLoader } from "../layout/screen-loader";

/** /working-site: an account without any location (SPEC §2, §8 NO_RESULTS). */
export function WorkingSiteScreen() {
  const { data: user } = useCurrentUser();
  if (!user) return <ScreenLoader />;
  return <WorkingSitePage user={user} />;
}
