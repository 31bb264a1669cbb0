import { useIsAuthenticated } from "../../features/auth/auth-flag";
import { LegalPage } from "../../features/legal/components/legal-page";

// docs/legal.md: three public pages, signed in (in the console's frame) or out.

/** /terms */
export function TermsScreen() {
  return <LegalPage page="terms" isSignedIn={useIsAuthenticated()} />;
}

/** /privacy */
export function PrivacyScreen() {
  return <LegalPage page="privacy" isSignedIn={useIsAuthenticated()} />;
}

/** /legal */
export function LegalNoticeScreen() {
  return <LegalPage page="legal" isSignedIn={useIsAuthenticated()} />;
}
