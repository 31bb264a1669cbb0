import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LiveStatus } from "../live/use-site-live";
import classes from "./maps-page.module.css";

const colourOf: Record<LiveStatus, string> = { connecting: "gray", live: "green", reconnecting: "orange" };

/** Whether the map follows its site's changes live, said politely when it changes. */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={colourOf[status]}
      leftSection={<span aria-hidden="true" className={classes.liveDot} data-status={status} />}
      role="status"
      data-live-status={status}
    >
      {t(`maps.live.${status}`)}
    </Badge>
  );
}
