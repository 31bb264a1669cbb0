import { Anchor } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { type DashboardSearchState, type SeeMoreDashboard, seeMoreTarget } from "../see-more-links";

interface SeeMoreLinkProps {
  dashboard: SeeMoreDashboard;
  state: DashboardSearchState;
  children: ReactNode;
}

/** docs/product.md#statistics-dashboards: the overview's link to a dashboard, `/statistics/{dashboard}#?s={search}`, filtered as the overview is. */
export function SeeMoreLink({ dashboard, state, children }: SeeMoreLinkProps) {
  const { to, hash } = seeMoreTarget(dashboard, state);
  return (
    <Anchor component={Link} to={to} hash={hash} size="sm" fw={600}>
      {children}
    </Anchor>
  );
}
