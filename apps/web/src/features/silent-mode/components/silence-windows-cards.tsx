import { Paper, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../components/cards/card-field";
import {
  SilenceAuthorText,
  SilenceExtensionsText,
  SilenceNoteText,
  SilenceReasonText,
  SilenceSiteText,
  SilenceTargetText,
  SilenceWhenText,
  SilenceWindowActions,
  type SilenceWindowsViewProps,
} from "./silence-window-cells";
import classes from "./silent-mode.module.css";

/** One state's windows on a phone: a card a window, each value under its name, its actions at the bottom. */
export function SilenceWindowsCards({ windows, onEnd, onExtend }: SilenceWindowsViewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" className={classes.plainList}>
      {windows.map((window) => (
        <Paper key={window.id} withBorder p="md" component="li">
          <Stack gap="xs">
            <SilenceSiteText window={window} />
            <CardField label={t("silentMode.list.columns.target")}>
              <SilenceTargetText window={window} />
            </CardField>
            <CardField label={t("silentMode.list.columns.when")}>
              <SilenceWhenText window={window} />
            </CardField>
            <CardField label={t("silentMode.list.columns.reason")}>
              <SilenceReasonText window={window} />
            </CardField>
            <CardField label={t("silentMode.list.columns.note")}>
              <SilenceNoteText window={window} />
            </CardField>
            <CardField label={t("silentMode.list.columns.author")}>
              <SilenceAuthorText window={window} />
            </CardField>
            <CardField label={t("silentMode.list.columns.extensions")}>
              <SilenceExtensionsText window={window} />
            </CardField>
            <SilenceWindowActions window={window} onEnd={onEnd} onExtend={onExtend} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
