import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Shown while a screen's chunk or data loads (after the router's pending delay). */
export function ScreenLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status" aria-label={t("shell.loading")}>
      <Loader type="dots" />
    </Center>
  );
}
