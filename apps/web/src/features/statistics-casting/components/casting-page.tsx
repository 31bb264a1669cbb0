import { EmptyState, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { MonitoringLocation } from "@ondine/domain";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LocationPicker, type PickedLocation } from "../../../components/filters/location-picker";
import { useSiteRooms } from "../api/find-site-rooms";
import { type CastingPeriod, castingPeriodWindow, defaultCastingPeriod } from "../casting-period";
import { AppUseCard } from "./app-use-card";
import { CastingPeriodPicker } from "./casting-period-picker";
import { DayUseCard } from "./day-use-card";
import { AverageDailyUseCard, DeviceCountCard } from "./figure-cards";
import { LastCastsCard } from "./last-casts-card";

interface CastingPageProps {
  /** The selected location, null when none is. */
  location: PickedLocation | null;
  /** The selected organism and its sites in production. */
  locationOptions: readonly PickedLocation[];
  onLocationChange: (option: PickedLocation) => void;
}

/** /statistics/chromecast (docs/product.md#statistics-casting): what the location's guests cast, over a period. */
export function CastingPage({ location, locationOptions, onLocationChange }: CastingPageProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<CastingPeriod>(defaultCastingPeriod);
  // Read once per choice: "now" moving on each render would make every call a new one.
  const window = useMemo(() => castingPeriodWindow(period, new Date()), [period]);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("routes.statisticsChromecast")}</Title>
        <Text c="dimmed" maw={760}>
          {t("statisticsCasting.subtitle")}
        </Text>
      </Stack>
      {location === null ? (
        <EmptyState
          py="xl"
          title={t("statisticsCasting.noLocation.title")}
          description={t("statisticsCasting.noLocation.message")}
        />
      ) : (
        <>
          <Group align="flex-end" gap="lg" wrap="wrap" role="group" aria-label={t("statisticsCasting.filters")}>
            <LocationPicker
              label={t("statisticsCasting.location.label")}
              organismLabel={(name) => t("statisticsCasting.location.organism", { name })}
              options={locationOptions}
              value={location}
              onChange={onLocationChange}
            />
            <CastingPeriodPicker period={period} onChange={setPeriod} />
          </Group>
          <CastingCards
            key={`${location.type}:${location.id}`}
            location={{ type: location.type, id: location.id }}
            window={window}
          />
        </>
      )}
    </Stack>
  );
}

function CastingCards({
  location,
  window,
}: {
  location: MonitoringLocation;
  window: ReturnType<typeof castingPeriodWindow>;
}) {
  const rooms = useSiteRooms(location.type === "site" ? location.id : null);
  const siteRooms = rooms.data ?? [];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <DeviceCountCard location={location} window={window} />
        <AverageDailyUseCard location={location} window={window} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <AppUseCard location={location} window={window} />
        <LastCastsCard location={location} window={window} rooms={siteRooms} />
      </SimpleGrid>
      <DayUseCard location={location} window={window} rooms={siteRooms} />
    </Stack>
  );
}
