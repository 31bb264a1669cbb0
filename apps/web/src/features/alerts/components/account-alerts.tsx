import { Stack } from "@mantine/core";
import { AlertLogCard } from "./alert-log-card";
import { AlertSubscriptionsCard } from "./alert-subscriptions-card";

/** The account page's alerts (docs/alerts.md#subscriptions): the user's choices, then the alerts recently sent on their sites. */
export function AccountAlerts() {
  return (
    <Stack gap="lg">
      <AlertSubscriptionsCard />
      <AlertLogCard />
    </Stack>
  );
}
