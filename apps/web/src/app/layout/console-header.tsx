import { Burger, Group } from "@mantine/core";
import { type CurrentUser, paths, type RouteId, showsLocationSearch } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { OndineLogo } from "../../components/brand/ondine-logo";
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

export function ConsoleHeader({ routeId, user, withTopMenu, isMenuOpen, onToggleMenu }: ConsoleHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px={{ base: "md", sm: "lg" }} gap="md" wrap="nowrap">
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
      <div className={classes.locationSearch}>
        {user && showsLocationSearch(routeId) && <LocationSearchSlot userId={user.id} />}
      </div>
      {withTopMenu && (
        <Group gap="sm" wrap="nowrap">
          <LanguageSelect keepOnAccount />
          {user && <UserMenu user={user} />}
        </Group>
      )}
    </Group>
  );
}
