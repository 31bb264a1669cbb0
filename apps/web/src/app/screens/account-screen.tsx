import { AccountAlerts } from "../../features/alerts";
import { AccountPage } from "../../features/auth/components/account-page";
import { AccountLanguageChoice } from "../../features/language/components/account-language-choice";

/** /account, with the language choice of the language feature and the alerts of the alerts feature. */
export function AccountScreen() {
  return <AccountPage languageChoice={<AccountLanguageChoice />} alerts={<AccountAlerts />} />;
}
