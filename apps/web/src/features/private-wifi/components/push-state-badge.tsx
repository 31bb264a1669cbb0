import { Badge, Tooltip } from "@mantine/core";
import type { PrivateSpace } from "@ondine/domain";
import { useTranslation } from "react-i18next";

const pushColours = { waiting: "yellow", applied: "teal", failed: "red" } as const;

/**
 * Where the site stands with the space's key (docs/private-wifi.md#commands):
 * waiting, applied, or failed with the collector's words on hover and focus
 * (the badge is then a button, so a keyboard reaches it, and its name says them).
 */
export function PushStateBadge({ push }: { push: PrivateSpace["push"] }) {
  const { t } = useTranslation();
  const label = t(`privateWifi.push.${push.state}`);
  if (push.state !== "failed" || !push.failure) {
    return (
      <Badge variant="light" color={pushColours[push.state]} radius="sm" tt="none">
        {label}
      </Badge>
    );
  }
  return (
    <Tooltip label={push.failure} multiline maw={320} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Badge
        component="button"
        type="button"
        variant="light"
        color={pushColours.failed}
        radius="sm"
        tt="none"
        aria-label={t("privateWifi.push.failedWith", { failure: push.failure })}
        style={{ cursor: "help" }}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
