import { Anchor, Badge, Checkbox, Group, Text } from "@mantine/core";
import { type PrivateSpace, parseCalendarDay, paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { formatPlainDay } from "../../../i18n/format-date-time";
import { isSpaceSelected, type SpaceSelection } from "../space-selection";
import classes from "./private-wifi.module.css";

/** The address hash of the codes list opened on one code (the screen knows the codes list's state). */
export type CodeListHash = (couponId: number) => string;

/** What both views of the list, the table on a wide screen and the cards on a phone, are given. */
export interface PrivateSpacesViewProps {
  spaces: readonly PrivateSpace[];
  selection: SpaceSelection;
  onToggle: (space: PrivateSpace, isSelected: boolean) => void;
  onTogglePage: (isSelected: boolean) => void;
  onOpen: (space: PrivateSpace) => void;
  codeListHash: CodeListHash;
}

/** `2026-06-30` as the interface writes a day ("30 juin 2026"). */
export function formatExpiryDay(day: string): string {
  const parsed = parseCalendarDay(day);
  return parsed ? formatPlainDay(parsed) : day;
}

/** The space's name, a button opening its panel. */
export function SpaceNameButton({ space, onOpen }: { space: PrivateSpace; onOpen: (space: PrivateSpace) => void }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      size="sm"
      ta="start"
      className={classes.wrapAnywhere}
      onClick={() => onOpen(space)}
      aria-label={t("privateWifi.list.open", { name: space.name })}
    >
      {space.name}
    </Anchor>
  );
}

export function SpaceCommentText({ space }: { space: PrivateSpace }) {
  const { t } = useTranslation();
  return space.comment === "" ? (
    <Text size="sm" c="dimmed">
      {t("privateWifi.list.noComment")}
    </Text>
  ) : (
    <Text size="sm" className={classes.wrapAnywhere}>
      {space.comment}
    </Text>
  );
}

/** Until when the key works, or since when it no longer does (docs/private-wifi.md#expiry). */
export function SpaceExpiryText({ space }: { space: PrivateSpace }) {
  const { t } = useTranslation();
  if (space.expires_on === null) {
    return (
      <Text size="sm" c="dimmed">
        {t("privateWifi.list.noExpiry")}
      </Text>
    );
  }
  const day = formatExpiryDay(space.expires_on);
  if (space.state === "expired") {
    return (
      <Group gap={6} wrap="nowrap">
        <Badge variant="light" color="gray" radius="sm" tt="none">
          {t("privateWifi.states.expired")}
        </Badge>
        <Text size="sm">{t("privateWifi.list.expiredOn", { day })}</Text>
      </Group>
    );
  }
  return <Text size="sm">{t("privateWifi.list.until", { day })}</Text>;
}

/** The hotel room or the guest code the space is the key of (docs/private-wifi.md#rooms, docs/private-wifi.md#codes), linked. */
export function SpaceLinkText({ space, codeListHash }: { space: PrivateSpace; codeListHash: CodeListHash }) {
  const { t } = useTranslation();
  if (space.room) {
    const room = space.room;
    return (
      <Anchor
        size="sm"
        renderRoot={(props) => <Link {...props} to={paths.networkIot} params={{ filter: room.name }} />}
      >
        {t("privateWifi.list.room", { name: room.name })}
      </Anchor>
    );
  }
  if (space.coupon) {
    const coupon = space.coupon;
    return (
      <Anchor
        size="sm"
        ff="monospace"
        renderRoot={(props) => <Link {...props} to={paths.codesList} hash={codeListHash(coupon.id)} />}
      >
        {t("privateWifi.list.code", { code: coupon.code })}
      </Anchor>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {t("privateWifi.list.notLinked")}
    </Text>
  );
}

/** A space's checkbox, named after it. */
export function SpaceCheckbox({
  space,
  selection,
  onToggle,
}: Pick<PrivateSpacesViewProps, "selection" | "onToggle"> & { space: PrivateSpace }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      aria-label={t("privateWifi.selection.select", { name: space.name })}
      checked={isSpaceSelected(selection, space.id)}
      onChange={(event) => onToggle(space, event.currentTarget.checked)}
    />
  );
}

/** The page's checkbox: ticks or unticks every space shown, half-ticked when some are. */
export function PageCheckbox({
  spaces,
  selection,
  onTogglePage,
}: Omit<PrivateSpacesViewProps, "onToggle" | "onOpen" | "codeListHash">) {
  const { t } = useTranslation();
  const ticked = spaces.filter((space) => isSpaceSelected(selection, space.id)).length;
  const all = spaces.length > 0 && ticked === spaces.length;
  return (
    <Checkbox
      aria-label={t("privateWifi.selection.selectPage")}
      checked={all}
      indeterminate={ticked > 0 && !all}
      onChange={() => onTogglePage(!all)}
    />
  );
}
