import { NavLink, Stack, Text, VisuallyHidden } from "@mantine/core";
import {
  type Actor,
  type MenuEnvironmentLink,
  menuLinkUrl,
  type NavigationCategory,
  type NavigationEntry,
  type PublicConfig,
  paths,
  type RouteId,
  visibleNavigation,
} from "@ondine/domain";
import IconExternalLink from "@tabler/icons-react/icons/IconExternalLink";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { usePublicConfig } from "../../api/public-config";
import { useIsSmallScreen } from "../../components/layout/use-is-small-screen";
import { currentLanguage } from "../../i18n/i18n";
import type fr from "../../i18n/locales/public/fr.json";
import classes from "./navigation-menu.module.css";

// The domain types entry ids as strings; menu-labels.test.ts checks each has a label.
type EntryLabelKey = keyof typeof fr.shell.menu.entries;

interface NavigationMenuProps {
  /** Whose roles filter the list (docs/product.md#accounts-permissions). */
  user: Actor;
  currentRouteId: RouteId | undefined;
}

/**
 * The menu (docs/product.md#navigation-menu): the user's navigation list by category, internal links
 * with their active state, and links out of the console (the support portal, the usage guides, the
 * product's other environments) once the public config says where they lead.
 */
export function NavigationMenu({ user, currentRouteId }: NavigationMenuProps) {
  // docs/product.md#statistics-casting: some entries (maps, purchases, chromecast, reporting) are disabled
  // on phones: shown disabled with the reason rather than left out, so the
  // menu does not change shape between devices.
  const isSmallScreen = useIsSmallScreen();
  const config = usePublicConfig().data;
  const hasEnvironmentLinks = (config?.menu_environment_links.length ?? 0) > 0;
  return (
    <Stack gap="lg">
      {visibleNavigation(user, { hasEnvironmentLinks }).map((category) => (
        <MenuCategory
          key={category.id}
          category={category}
          config={config}
          currentRouteId={currentRouteId}
          isSmallScreen={isSmallScreen}
        />
      ))}
    </Stack>
  );
}

interface MenuCategoryProps {
  category: NavigationCategory;
  /** Undefined while it is read (or when it cannot be): links out of the console wait for it. */
  config: PublicConfig | undefined;
  currentRouteId: RouteId | undefined;
  isSmallScreen: boolean;
}

function MenuCategory({ category, config, currentRouteId, isSmallScreen }: MenuCategoryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Text component="h2" id={headingId} className={classes.categoryTitle}>
        {t(`shell.menu.categories.${category.id}`)}
      </Text>
      <ul className={classes.entries}>
        {category.entries.map((entry) => {
          if (entry.kind === "environment") {
            return config?.menu_environment_links.map((link) => (
              <li key={`${entry.id}-${link.label}`}>
                <OutLink label={link.label} href={link.url} />
              </li>
            ));
          }
          if (entry.kind === "external") {
            return (
              config && (
                <li key={entry.id}>
                  <OutLink
                    label={t(`shell.menu.entries.${entry.id as EntryLabelKey}`)}
                    href={menuLinkUrl(entry.link, config, currentLanguage())}
                  />
                </li>
              )
            );
          }
          return (
            <li key={entry.id}>
              <MenuEntry
                entry={entry}
                routeId={entry.routeId}
                isActive={entry.routeId === currentRouteId}
                isDisabled={isSmallScreen && entry.disabledOnMobile === true}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * A link out of the console (docs/product.md#navigation-menu): a new tab that gets no handle on this
 * one (`noopener`) nor its address (`noreferrer`), said by an icon and, to screen readers, in words.
 */
function OutLink({ label, href }: Pick<MenuEnvironmentLink, "label"> & { href: string }) {
  const { t } = useTranslation();
  return (
    <NavLink
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      label={
        <>
          {label} <VisuallyHidden>{t("shell.menu.opensInNewTab")}</VisuallyHidden>
        </>
      }
      rightSection={<IconExternalLink size={16} aria-hidden="true" />}
    />
  );
}

interface MenuEntryProps {
  entry: NavigationEntry;
  routeId: RouteId;
  isActive: boolean;
  isDisabled: boolean;
}

function MenuEntry({ entry, routeId, isActive, isDisabled }: MenuEntryProps) {
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
          to={paths[routeId]}
          // The router marks the link aria-current; match it to `isActive`.
          activeOptions={{ exact: true, includeSearch: false }}
        />
      )}
    />
  );
}
