import { Anchor, Button, Group, Paper, Text } from "@mantine/core";
import { type PrivateSpaceBulkAction, paths } from "@ondine/domain";
import IconPrinter from "@tabler/icons-react/icons/IconPrinter";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { PrivateCardsSearch } from "../print/private-cards-search";
import classes from "./private-wifi.module.css";

interface SelectionBarProps {
  /** How many spaces are selected. */
  count: number;
  /** How many the search matches. */
  totalCount: number;
  isAllMatching: boolean;
  /** Every space of the page is ticked: "select all N matching" is offered when there are more. */
  isPageSelected: boolean;
  /** The print page's address for the selection. */
  printSearch: PrivateCardsSearch;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onAction: (action: PrivateSpaceBulkAction) => void;
}

/**
 * The selection's count and actions (docs/private-wifi.md#calls): set the
 * expiry, new keys, delete, print the cards; and widening a full page to
 * every space the search matches. A polite live region says the count.
 */
export function SelectionBar({
  count,
  totalCount,
  isAllMatching,
  isPageSelected,
  printSearch,
  onSelectAllMatching,
  onClear,
  onAction,
}: SelectionBarProps) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="sm"
      className={classes.selectionBar}
      aria-label={t("privateWifi.selection.label")}
      component="section"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" fw={600} role="status" aria-live="polite">
            {isAllMatching
              ? t("privateWifi.selection.allMatching", { count })
              : t("privateWifi.selection.count", { count })}
          </Text>
          {!isAllMatching && isPageSelected && totalCount > count && (
            <Anchor component="button" type="button" size="sm" onClick={onSelectAllMatching}>
              {t("privateWifi.selection.selectAllMatching", { count: totalCount })}
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onClear}>
            {t("privateWifi.selection.clear")}
          </Anchor>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="default" onClick={() => onAction("set_expiry")}>
            {t("privateWifi.bulk.setExpiry")}
          </Button>
          <Button size="xs" variant="default" onClick={() => onAction("reset")}>
            {t("privateWifi.bulk.reset")}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            renderRoot={(props) => <Link {...props} to={paths.ranPrint} search={printSearch} />}
          >
            {t("privateWifi.bulk.print")}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => onAction("delete")}>
            {t("privateWifi.bulk.delete")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
