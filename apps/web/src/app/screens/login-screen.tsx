import { Stack } from "@mantine/core";
import { getRouteApi } from "@tanstack/react-router";
import { LoginCard } from "../../features/auth/components/login-card";
import { LanguageSelect } from "../../features/language/components/language-select";
import { LegalLinks } from "../../features/legal/components/legal-links";
import { AuthLayout } from "../layout/auth-layout";

const loginRoute = getRouteApi("/account/login");

/** /account/login: the sign-in card in the brand layout, the language choice at hand, the legal pages at its foot. */
export function LoginScreen() {
  const search = loginRoute.useSearch();
  return (
    <AuthLayout topRight={<LanguageSelect />}>
      <Stack align="center" gap="lg" w="100%">
        <LoginCard
          redirect={search.redirect}
          redirectUrl={search.redirect_url}
          force={search.force}
          unlockToken={search.unlock_token}
          signedOut={search.signed_out}
        />
        <LegalLinks />
      </Stack>
    </AuthLayout>
  );
}
