import { EmptyState } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A network-status screen opened with no site or organism in the address. */
export function NoLocationNotice() {
  const { t } = useTranslation();
  return (
    <EmptyState
      py="xl"
      title={t("networkStatus.noLocation.title")}
      description={t("networkStatus.noLocation.message")}
    />
  );
}
