import { type AccessPointRow, accessPointCount } from "@ondine/domain";
import { useTranslation } from "react-i18next";

/** The words and colour of each count of the domain's one rule (accessPointCount): the same as home and monitoring. */
const looks = {
  reached: { label: "networkStatus.accessPoints.reachable", colour: "teal" },
  unreached: { label: "networkStatus.accessPoints.unreachable", colour: "red" },
  notSupervised: { label: "networkStatus.accessPoints.notSupervised", colour: "gray" },
  spare: { label: "networkStatus.accessPoints.notSupervised", colour: "gray" },
} as const;

/**
 * Reached, unreached or not supervised (planned, in works, in hibernation...: docs/product.md#maps-equipment map
 * legend), as a dot and its words; one under a silence window says silent mode (docs/alerts.md#silent-mode).
 */
export function AccessPointReachability({ accessPoint }: { accessPoint: AccessPointRow }) {
  const { t } = useTranslation();
  const count = accessPointCount(accessPoint.state, accessPoint.muted);
  const look = accessPoint.muted ? ({ label: "availability.silentMode", colour: "gray" } as const) : looks[count];
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 6, whiteSpace: "nowrap" }}>
      <span
        aria-hidden
        style={{
          display: "inline-block",
          flex: "none",
          width: 8,
          height: 8,
          borderRadius: "50%",
          background: `var(--mantine-color-${look.colour}-6)`,
        }}
      />
      {t(look.label)}
    </span>
  );
}
