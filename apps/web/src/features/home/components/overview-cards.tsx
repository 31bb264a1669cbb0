import { Anchor, SimpleGrid } from "@mantine/core";
import { indicatorColour, type MonitoringCounters, paths, type TicketKpis } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { LinkUseNote } from "../../../components/monitoring/link-use-note";
import {
  accessPointTallyWords,
  interventionCountWords,
  linkUseWords,
} from "../../../components/monitoring/network-figure-words";
import { formatNumber } from "../../../i18n/format-number";
import { indicatorMantineColour, StatCard } from "./stat-card";

/** A read's state as the cards need it: the data, or whether it is still coming or failed. */
export interface CardData<T> {
  data: T | undefined;
  isError: boolean;
}

interface OverviewCardsProps {
  /** Null when the counters are not shown (docs/product.md#accounts-permissions: the quick overview needs network status.home). */
  counters: CardData<MonitoringCounters> | null;
  /**
   * Null when the incidents card is not shown (docs/product.md#accounts-permissions: admin or support only).
   * It opens the external support portal when one is configured, the console's tickets when none is (`""`),
   * and neither while the settings are not read yet (undefined) (docs/tickets.md#kpis).
   */
  incidents: { kpis: CardData<TicketKpis | null> | null; portalUrl: string | undefined } | null;
}

/** undefined while loading (a placeholder), null when it failed (a dash), else the value. */
function figure<T, V>(read: CardData<T> | null, pick: (data: T) => V): V | null | undefined {
  if (read === null || read.isError) return null;
  return read.data === undefined ? undefined : pick(read.data);
}

/**
 * Home (docs/product.md#home-screen) cards: access points reached/total (with the unreached and
 * those not supervised), connected devices, the Internet link's use (the
 * traffic over what the lines deliver, with the lines' rate over their
 * nominal rate) and, for admin or support, the incidents card with the
 * interventions planned and in progress, opening the external support portal
 * when one is configured, else the console's support tickets.
 * The words are the monitoring page's (network-figure-words).
 */
export function OverviewCards({ counters, incidents }: OverviewCardsProps) {
  const { t } = useTranslation();
  const number = (value: number) => formatNumber(value);
  const failed = counters?.isError ? t("home.cards.unavailable") : undefined;
  const accessPoints = counters?.data;
  const tally = accessPoints ? accessPointTallyWords(t, accessPoints) : null;
  const link = counters?.data ? linkUseWords(t, counters.data) : null;

  const cardCount = (counters ? 3 : 0) + (incidents ? 1 : 0);
  return (
    <SimpleGrid cols={{ base: 1, xs: Math.min(2, cardCount), lg: cardCount }} spacing="md">
      {counters && (
        <>
          <StatCard
            label={t("accessPointCount.title")}
            withBar
            value={figure(counters, () => tally?.ratio ?? null)}
            hint={failed ?? tally?.detail}
            progress={
              accessPoints && accessPoints.accesspoint_total > 0
                ? {
                    value: (accessPoints.accesspoint_ok / accessPoints.accesspoint_total) * 100,
                    colour:
                      indicatorMantineColour[
                        indicatorColour(accessPoints.accesspoint_ok, accessPoints.accesspoint_total)
                      ],
                  }
                : null
            }
          />
          <StatCard
            label={t("home.cards.connectedDevices")}
            value={figure(counters, (data) => number(data.connected_devices))}
            hint={failed ?? t("home.cards.connectedDevicesHint")}
          />
          <StatCard
            label={t("linkUse.title")}
            withBar
            // What the lines deliver and their rate: up to three lines in a quarter of a wide screen.
            hintLines={3}
            value={figure(counters, () => link?.value ?? null)}
            hint={failed ?? (link && <LinkUseNote link={link} />)}
            progress={link?.percent == null ? null : { value: link.percent, colour: link.saturated ? "red" : "ocean" }}
          />
        </>
      )}
      {incidents && (
        <StatCard
          label={t("home.cards.incidents")}
          value={
            incidents.kpis === null
              ? null
              : figure(incidents.kpis, (kpis) => (kpis === null ? null : number(kpis.open)))
          }
          hint={
            <>
              {incidents.kpis?.data && `${interventionCountWords(t, incidents.kpis.data)} · `}
              {incidents.portalUrl ? (
                <Anchor href={incidents.portalUrl} target="_blank" rel="noopener noreferrer" size="xs" fw={600}>
                  {t("home.cards.openSupportPortal")}
                </Anchor>
              ) : incidents.portalUrl === "" ? (
                <Anchor component={Link} to={paths.supportTickets} size="xs" fw={600}>
                  {t("tickets.entry.seeTickets")}
                </Anchor>
              ) : null}
            </>
          }
        />
      )}
    </SimpleGrid>
  );
}
