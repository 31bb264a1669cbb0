import { NavLink, Stack, Text, useMatches } from "@mantine/core";
import {
  type Actor,
  type NavigationCategory,
  type NavigationEntry,
  paths,
  type RouteId,
  visibleNavigation,
} from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type fr from "../../i18n/locales/public/fr.json";
import classes from "./navigation-menu.module.css";

// The domain types entry ids as strings; menu-labels.test.ts checks each has a label.
type EntryLabelKey = keyof typeof fr.shell.menu.entries;

interface NavigationMenuProps {
  /** Whose roles filter the list (docs/product.md#accounts-permissions). */
  user: Actor;
  currentRouteId: RouteId | undefined;
}

/** The menu (docs/product.md#navigation-menu): the user's navigation list by category, internal links with their active state. */
export function NavigationMenu({ user, currentRouteId }: NavigationMenuProps) {
  // docs/product.md#statistics-casting: some entries (maps, purchases, chromecast, reporting) are disabled
  // on phones: shown disabled with the reason rather than left out, so the
  // menu does not change shape between devices.
  const isSmallScreen = useMatches({ base: true, sm: false });
  return (
    <Stack gap="lg">
      {visibleNavigation(user).map((category) => (
        <MenuCategory
          key={category.id}
          category={category}
          currentRouteId={currentRouteId}
          isSmallScreen={isSmallScreen}
        />
      ))}
    </Stack>
  );
}

interface MenuCategoryProps {
  category: NavigationCategory;
  currentRouteId: RouteId | undefined;
  isSmallScreen: boolean;
}

function MenuCategory({ category, currentRouteId, isSmallScreen }: MenuCategoryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Text component="h2" id={headingId} className={classes.categoryTitle}>
        {t(`shell.menu.categories.${category.id}`)}
      </Text>
      <ul className={classes.entries}>
        {category.entries.map((entry) => (
          <li key={entry.id}>
            <MenuEntry
              entry={entry}
              isActive={entry.routeId === currentRouteId}
              isDisabled={isSmallScreen && entry.disabledOnMobile === true}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface MenuEntryProps {
  entry: NavigationEntry;
  isActive: boolean;
  isDisabled: boolean;
}

function MenuEntry({ entry, isActive, isDisabled }: MenuEntryProps) {
  const { t } = useTranslation();
  const label = t(`shell.menu.entries.${entry.id as EntryLabelKey}`);
  if (isDisabled) {
    // aria-disabled rather than disabled: the entry stays reachable by keyboard
    // and screen readers, which then read why it cannot be opened here.
    return (
      <NavLink
        component="button"
        type="button"
        label={label}
        description={t("shell.disabledOnMobile")}
        disabled
        aria-disabled="true"
      />
    );
  }
  return (
    <NavLink
      label={label}
      active={isActive}
      renderRoot={(props) => (
        <Link
          {...props}
          to={paths[entry.routeId]}
          // The router marks the link aria-current; match it to `isActive`.
          activeOptions={{ exact: true, includeSearch: false }}
        />
      )}
    />
  );
}
