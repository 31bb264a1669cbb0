import { Button, EmptyState, Group, Menu, Select, Stack, Text, Title } from "@mantine/core";
import {
  canReadReportingCall,
  type RolesTree,
  reportingCallOfCard,
  reportingCards,
  reportingFirstYear,
  reportingYears,
} from "@ondine/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { LocationPicker, type PickedLocation } from "../../../components/filters/location-picker";
import { currentLanguage } from "../../../i18n/i18n";
import { reportingExportUrl } from "../api/find-reporting";
import { reportingToday } from "../reporting-formats";
import { ReportingCard } from "./reporting-card";

interface ReportingPageProps {
  user: { admin: boolean; roles: RolesTree };
  /** The selected location, null when none is. */
  location: PickedLocation | null;
  /** The selected organism (to whoever holds it) and its sites. */
  locationOptions: readonly PickedLocation[];
  onLocationChange: (option: PickedLocation) => void;
  /** The address' year; the current one when absent or outside 2006 to now (docs/product.md#reporting-screen, docs/product.md#reporting-figures). */
  requestedYear: number | undefined;
  onYearChange: (year: number) => void;
}

/** /statistics/reporting (docs/product.md#reporting-screen): a location's year, card by card, and its workbook. */
export function ReportingPage({
  user,
  location,
  locationOptions,
  onLocationChange,
  requestedYear,
  onYearChange,
}: ReportingPageProps) {
  const { t } = useTranslation();
  // Read once: the months to come (dashes) do not move while the page is open.
  const today = useMemo(() => reportingToday(), []);
  const years = useMemo(() => reportingYears(today.year), [today.year]);
  const year =
    requestedYear !== undefined && requestedYear >= reportingFirstYear && requestedYear <= today.year
      ? requestedYear
      : today.year;
  const cards = reportingCards.filter((card) => canReadReportingCall(user, reportingCallOfCard[card]));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("routes.statisticsReporting")}</Title>
        <Text c="dimmed" maw={760}>
          {t("reporting.subtitle")}
        </Text>
      </Stack>
      {location === null ? (
        <EmptyState py="xl" title={t("reporting.noLocation.title")} description={t("reporting.noLocation.message")} />
      ) : (
        <>
          <Group align="flex-end" gap="lg" wrap="wrap" role="group" aria-label={t("reporting.filters")}>
            <LocationPicker
              label={t("reporting.location.label")}
              organismLabel={(name) => t("reporting.location.organism", { name })}
              options={locationOptions}
              value={location}
              onChange={onLocationChange}
            />
            <Select
              label={t("reporting.year")}
              data={years.map(String)}
              value={String(year)}
              onChange={(chosen) => chosen && onYearChange(Number(chosen))}
              allowDeselect={false}
              w={140}
              comboboxProps={{ withinPortal: true }}
            />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default">{t("reporting.export.menu")}</Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component="a" href={reportingExportUrl(location, year, currentLanguage())} download>
                  {t("reporting.export.xlsx")}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
          <Stack gap="lg" key={`${location.type}:${location.id}:${year}`}>
            {cards.map((card) => (
              <ReportingCard key={card} card={card} location={location} year={year} today={today} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
