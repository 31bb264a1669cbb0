import { AppShell, useMantineEnv } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type RouteId, showsMenu } from "@ondine/domain";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useIsSmallScreen } from "../../components/layout/use-is-small-screen";
import { Notices } from "../../components/notices/notices";
import { ServiceUnavailableNotice } from "../../components/notices/service-unavailable-notice";
import { ImpersonationBanner } from "../../features/auth/components/impersonation-banner";
import { HealthStatus } from "../../features/health/components/health-status";
import { LanguageSelect } from "../../features/language/components/language-select";
import { LocationSelectionSync } from "../../features/locations/components/location-selection-sync";
import { ConsoleHeader, headerRowHeight, headerShowsLocationSearch, phoneSearchRowHeight } from "./console-header";
import classes from "./console-layout.module.css";
import { NavigationMenu } from "./navigation-menu";
import { mainContentId, SkipLink } from "./skip-link";
import { useSignedInUser } from "./use-signed-in-user";

interface ConsoleLayoutProps {
  routeId: RouteId | undefined;
  children: ReactNode;
}

/** The frame (docs/product.md#navigation-menu): header, the menu (a drawer below the `sm` breakpoint) and the screen. */
export function ConsoleLayout({ routeId, children }: ConsoleLayoutProps) {
  const { t } = useTranslation();
  const user = useSignedInUser(routeId);
  // docs/product.md#codes-printing: the menu only when signed in, and not on print, logout, SSO pages.
  const menuUser = showsMenu(routeId) ? user : undefined;
  const [isMenuOpen, menu] = useDisclosure(false);
  const isSmallScreen = useIsSmallScreen();
  // On a phone the location search takes a second header row (console-header).
  const headerHeight =
    isSmallScreen && headerShowsLocationSearch(routeId, menuUser)
      ? headerRowHeight + phoneSearchRowHeight
      : headerRowHeight;

  // A menu opened on a phone closes once its link has taken the user somewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: routeId is the trigger, not a value read.
  useEffect(() => menu.close(), [routeId]);

  // In tests (MantineProvider env="test") the shell has no transition: its settling timer, which
  // Mantine never clears at unmount, would otherwise fire after a short test's page is torn down.
  const transitionDuration = useMantineEnv() === "test" ? 0 : undefined;

  return (
    <AppShell
      transitionDuration={transitionDuration}
      header={{ height: headerHeight }}
      navbar={menuUser ? { width: 272, breakpoint: "sm", collapsed: { mobile: !isMenuOpen } } : undefined}
      padding={{ base: "md", sm: "xl" }}
    >
      <SkipLink />
      <Notices />
      <ServiceUnavailableNotice />
      {user && <LocationSelectionSync userId={user.id} routeId={routeId} />}
      <AppShell.Header className={classes.header}>
        <ConsoleHeader
          routeId={routeId}
          user={menuUser}
          withTopMenu={showsMenu(routeId)}
          isMenuOpen={isMenuOpen}
          onToggleMenu={menu.toggle}
        />
      </AppShell.Header>
      {menuUser && (
        <AppShell.Navbar aria-label={t("shell.mainNavigation")} className={classes.navbar}>
          <AppShell.Section grow className={classes.menuSection}>
            <NavigationMenu user={menuUser} currentRouteId={routeId} />
          </AppShell.Section>
          <AppShell.Section className={classes.statusSection}>
            {/* On a phone the header has no room for it: the language choice sits here. */}
            {isSmallScreen && (
              <div className={classes.drawerLanguage}>
                <LanguageSelect keepOnAccount={!menuUser.fake} />
              </div>
            )}
            <HealthStatus />
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main id={mainContentId} tabIndex={-1} className={classes.main}>
        {user?.fake && <ImpersonationBanner email={user.email} />}
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
