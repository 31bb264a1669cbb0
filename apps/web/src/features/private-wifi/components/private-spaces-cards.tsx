import { Group, Paper, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../components/cards/card-field";
import { formatNumber } from "../../../i18n/format-number";
import {
  PageCheckbox,
  type PrivateSpacesViewProps,
  SpaceCheckbox,
  SpaceCommentText,
  SpaceExpiryText,
  SpaceLinkText,
  SpaceNameButton,
} from "./private-space-cells";
import classes from "./private-wifi.module.css";
import { PushStateBadge } from "./push-state-badge";

/** A page of spaces on a phone: a card a space, its checkbox beside its name, each value under its own. */
export function PrivateSpacesCards({
  spaces,
  selection,
  onToggle,
  onTogglePage,
  onOpen,
  codeListHash,
}: PrivateSpacesViewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <PageCheckbox spaces={spaces} selection={selection} onTogglePage={onTogglePage} />
      </Group>
      <Stack gap="sm" component="ul" className={classes.plainList} aria-label={t("privateWifi.list.label")}>
        {spaces.map((space) => (
          <Paper key={space.id} withBorder p="md" component="li">
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <SpaceCheckbox space={space} selection={selection} onToggle={onToggle} />
                  <SpaceNameButton space={space} onOpen={onOpen} />
                </Group>
                <PushStateBadge push={space.push} />
              </Group>
              <CardField label={t("privateWifi.list.columns.comment")}>
                <SpaceCommentText space={space} />
              </CardField>
              <CardField label={t("privateWifi.list.columns.expiry")}>
                <SpaceExpiryText space={space} />
              </CardField>
              <CardField label={t("privateWifi.list.columns.devices")}>{formatNumber(space.devices_count)}</CardField>
              <CardField label={t("privateWifi.list.columns.linked")}>
                <SpaceLinkText space={space} codeListHash={codeListHash} />
              </CardField>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
