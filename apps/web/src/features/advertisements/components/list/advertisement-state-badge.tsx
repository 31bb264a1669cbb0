import { Badge } from "@mantine/core";
import type { AdvertisementState } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import wholeBadgeClasses from "../../../../components/badges/whole-badge.module.css";

/** Three hues far apart, each dark enough on its light fill to read (WCAG AA in the light and dark schemes). */
const stateColors: Record<AdvertisementState, string> = { coming: "blue", current: "teal", passed: "gray" };

/** docs/product.md#announcements-states as the server computed it (`advertisementState`, on the Paris day). */
export function AdvertisementStateBadge({ state }: { state: AdvertisementState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={stateColors[state]} radius="sm" classNames={wholeBadgeClasses}>
      {t(`advertisements.state.${state}`)}
    </Badge>
  );
}
