import { LanguageSelect } from "../../features/language/components/language-select";
import { SponsorConfirmPage } from "../../features/sponsor/components/sponsor-confirm-page";
import { AuthLayout } from "../layout/auth-layout";
import { ScreenLoader } from "../layout/screen-loader";
import { useConsoleCatalogue } from "./use-console-catalogue";

/** /sponsor/{token}/confirm: public, outside the signed-in console. */
export function SponsorConfirmScreen() {
  const hasTexts = useConsoleCatalogue();
  return <AuthLayout topRight={<LanguageSelect />}>{hasTexts ? <SponsorConfirmPage /> : <ScreenLoader />}</AuthLayout>;
}
