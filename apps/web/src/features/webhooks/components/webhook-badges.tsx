import { Badge } from "@mantine/core";
import type { WebhookDeliveryState, WebhookEndpoint } from "@ondine/domain";
import IconAlertTriangle from "@tabler/icons-react/icons/IconAlertTriangle";
import { useTranslation } from "react-i18next";
import wholeBadgeClasses from "../../../components/badges/whole-badge.module.css";

/**
 * Enabled, disabled by its owner, or disabled by 5 days of failures
 * (docs/webhooks.md#disabling): the last stands out, in red with a warning
 * sign, so it is told apart without its colour.
 */
export function WebhookStateBadge({ endpoint }: { endpoint: Pick<WebhookEndpoint, "enabled" | "disabled_reason"> }) {
  const { t } = useTranslation();
  if (endpoint.enabled)
    return (
      <Badge variant="light" color="teal" radius="sm" tt="none" classNames={wholeBadgeClasses}>
        {t("webhooks.state.enabled")}
      </Badge>
    );
  if (endpoint.disabled_reason === "failing")
    return (
      <Badge
        variant="filled"
        color="red"
        radius="sm"
        tt="none"
        classNames={wholeBadgeClasses}
        leftSection={<IconAlertTriangle size={12} aria-hidden />}
      >
        {t("webhooks.state.failing")}
      </Badge>
    );
  return (
    <Badge variant="light" color="gray" radius="sm" tt="none" classNames={wholeBadgeClasses}>
      {t("webhooks.state.disabled")}
    </Badge>
  );
}

const deliveryStateColors: Record<WebhookDeliveryState, string> = {
  pending: "orange",
  sending: "blue",
  delivered: "teal",
  failed: "red",
};

/** Where a delivery stands (docs/webhooks.md#delivery), named in the interface language. */
export function DeliveryStateBadge({ state }: { state: WebhookDeliveryState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={deliveryStateColors[state]} radius="sm" tt="none" classNames={wholeBadgeClasses}>
      {t(`webhooks.deliveryStates.${state}`)}
    </Badge>
  );
}
