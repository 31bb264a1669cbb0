import { getRouteApi } from "@tanstack/react-router";
import { LanguageSelect } from "../../features/language/components/language-select";
import { SponsorPage } from "../../features/sponsor/components/sponsor-page";
import { AuthLayout } from "../layout/auth-layout";
import { ScreenLoader } from "../layout/screen-loader";
import { useConsoleCatalogue } from "./use-console-catalogue";

const route = getRouteApi("/sponsor/$token");

/** /sponsor/{token}: public, outside the signed-in console. */
export function SponsorScreen() {
  const { token } = route.useParams();
  const hasTexts = useConsoleCatalogue();
  return (
    <AuthLayout topRight={<LanguageSelect />}>
      {hasTexts ? <SponsorPage key={token} token={token} /> : <ScreenLoader />}
    </AuthLayout>
  );
}
