import { Badge, Group, List, Popover, Text, VisuallyHidden } from "@mantine/core";
import { type Advertisement, completeAdvertisementLocales } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { languageDisplayName } from "../../../../i18n/display-names";
import { formatPlainDayText } from "../form/format-advertisement-day";
import { advertisementAuthorName, advertisementLocationsSummary } from "./advertisement-summary";

/** A day kept on one line: a narrow column breaks between the two days, never inside one. */
const unbrokenDay = (day: string) => formatPlainDayText(day).replace(/ /g, "\u00a0");

/** "22 nov. 2026 – 6 déc. 2026": both days included (docs/product.md#announcements-states). */
export function AdvertisementPeriodText({ advertisement }: { advertisement: Advertisement }) {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      {t("advertisements.list.period", {
        start: unbrokenDay(advertisement.starts_at),
        end: unbrokenDay(advertisement.ends_at),
      })}
    </Text>
  );
}

/**
 * The first names, then "+N": a button opening the others' list (a tooltip
 * would not open on a phone), named with them for a screen reader.
 */
export function AdvertisementLocationsText({ advertisement }: { advertisement: Advertisement }) {
  const { t } = useTranslation();
  const { names, more } = advertisementLocationsSummary(advertisement);
  const others = advertisement.locations.slice(names.length).map((location) => location.name);
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">{names.join(", ")}</Text>
      {more > 0 && (
        <Popover withinPortal position="bottom-start" shadow="md" trapFocus={false}>
          <Popover.Target>
            <Badge
              component="button"
              type="button"
              variant="outline"
              color="gray"
              radius="sm"
              style={{ cursor: "pointer" }}
              aria-label={t("advertisements.list.moreLocations", { names: others.join(", ") })}
            >
              {t("advertisements.list.moreLocationsShort", { count: more })}
            </Badge>
          </Popover.Target>
          <Popover.Dropdown maw={320}>
            <List size="sm" spacing={2}>
              {others.map((name, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two locations may share a name.
                <List.Item key={index}>{name}</List.Item>
              ))}
            </List>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}

/** The locales a guest can read it in (all three texts filled), as codes, each named in full for a screen reader. */
export function AdvertisementLanguagesText({ advertisement }: { advertisement: Advertisement }) {
  return (
    <Group gap={4} wrap="wrap">
      {completeAdvertisementLocales(advertisement).map((locale) => (
        <Badge key={locale} variant="default" radius="sm" size="sm" title={languageDisplayName(locale)}>
          <span aria-hidden>{locale.toUpperCase()}</span>
          <VisuallyHidden>{languageDisplayName(locale)}</VisuallyHidden>
        </Badge>
      ))}
    </Group>
  );
}

export function AdvertisementAuthorText({ advertisement }: { advertisement: Advertisement }) {
  const { t } = useTranslation();
  const name = advertisementAuthorName(advertisement);
  return (
    <Text size="sm" c={name ? undefined : "dimmed"}>
      {name ?? t("advertisements.list.formerAuthor")}
    </Text>
  );
}
