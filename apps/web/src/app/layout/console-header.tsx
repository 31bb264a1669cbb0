import { Burger, Group } from "@mantine/core";
import { type CurrentUser, paths, type RouteId, showsLocationSearch } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { OndineLogo } from "../../components/brand/ondine-logo";
import { useIsSmallScreen } from "../../components/layout/use-is-small-screen";
import { UserMenu } from "../../features/auth/components/user-menu";
import { LanguageSelect } from "../../features/language/components/language-select";
import classes from "./console-header.module.css";
import { LocationSearchSlot } from "./location-search-slot";

interface ConsoleHeaderProps {
  routeId: RouteId | undefined;
  /** The signed-in user: with one come the menu button, the location search and the user's menu. */
  user: CurrentUser | undefined;
  /** Without it (print, logout, identity provider, SSO error) the header keeps the brand only. */
  withTopMenu: boolean;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
}

/** The header's first row's height; on a phone the location search takes a second row below it. */
export const headerRowHeight = 64;
export const phoneSearchRowHeight = 56;

/** Whether the header shows the location search (docs/product.md#locations-selection): signed in, on a screen that uses it. */
export function headerShowsLocationSearch(routeId: RouteId | undefined, user: CurrentUser | undefined): boolean {
  return user !== undefined && showsLocationSearch(routeId);
}

/**
 * The header. (docs/product.md#navigation-menu) On a phone it folds: the menu button, the brand and the
 * user's menu on the first row, the location search on a row of its own
 * below, and the language choice moves into the menu drawer (console-layout).
 */
export function ConsoleHeader({ routeId, user, withTopMenu, isMenuOpen, onToggleMenu }: ConsoleHeaderProps) {
  const { t } = useTranslation();
  const isSmallScreen = useIsSmallScreen();
  const withSearch = headerShowsLocationSearch(routeId, user);
  // With a menu drawer to hold it, a phone's header leaves the language choice to the drawer.
  const withLanguageSelect = !(isSmallScreen && user);
  const search = withSearch && user ? <LocationSearchSlot userId={user.id} /> : null;
  return (
    <div className={classes.header}>
      <Group h={headerRowHeight} px={{ base: "md", sm: "lg" }} gap="md" wrap="nowrap">
        {user && (
          <Burger
            opened={isMenuOpen}
            onClick={onToggleMenu}
            hiddenFrom="sm"
            size="sm"
            aria-label={t(isMenuOpen ? "shell.closeMenu" : "shell.openMenu")}
            aria-expanded={isMenuOpen}
          />
        )}
        <Link to={paths.home} className={classes.brand} aria-label={t("shell.homeLink")}>
          <OndineLogo />
        </Link>
        <div className={classes.locationSearch}>{!isSmallScreen && search}</div>
        {withTopMenu && (
          <Group gap="sm" wrap="nowrap" className={classes.topMenu}>
            {withLanguageSelect && <LanguageSelect keepOnAccount={user !== undefined && !user.fake} />}
            {user && <UserMenu user={user} />}
          </Group>
        )}
      </Group>
      {isSmallScreen && search && (
        <div className={classes.phoneSearchRow} style={{ height: phoneSearchRowHeight }}>
          {search}
        </div>
      )}
    </div>
  );
}
