/**
 * Alerts (docs/alerts.md): on the account page, which sites alert the user
 * and for which levels, and the alerts recently sent on their sites. The
 * account screen (app/screens) places them in the auth feature's page.
 */

export { AccountAlerts } from "./components/account-alerts";
