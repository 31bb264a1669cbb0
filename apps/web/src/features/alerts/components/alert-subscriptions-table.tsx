import { Checkbox, Table, Text } from "@mantine/core";
import { type AlertChoice, alertChoices } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { BorderedTable } from "../../../components/tables/bordered-table";
import type { OrganismSites } from "../organism-sites";
import { choiceCoverage, isChosen, type SubscriptionChoices } from "../subscription-choices";

interface AlertSubscriptionsTableProps {
  /** The page's sites, by organism. */
  organisms: readonly OrganismSites[];
  /** Every site of each organism, for its "every site" boxes (not only the page's or the search's). */
  siteIdsByOrganism: ReadonlyMap<number, readonly number[]>;
  choices: SubscriptionChoices;
  disabled: boolean;
  onChange: (siteIds: readonly number[], choice: AlertChoice, isChosen: boolean) => void;
}

/**
 * One page of the subscription list: a row per site with a box per level
 * (docs/alerts.md#subscriptions), under a row per organism whose boxes set
 * the level for every site of the organism at once.
 */
export function AlertSubscriptionsTable({
  organisms,
  siteIdsByOrganism,
  choices,
  disabled,
  onChange,
}: AlertSubscriptionsTableProps) {
  const { t } = useTranslation();
  return (
    <BorderedTable
      minWidth={560}
      label={t("alerts.subscriptions.tableLabel")}
      head={
        <>
          <Table.Th>{t("alerts.subscriptions.site")}</Table.Th>
          {alertChoices.map((choice) => (
            <Table.Th key={choice} ta="center" w={120}>
              {t(`alerts.choices.${choice}`)}
            </Table.Th>
          ))}
        </>
      }
    >
      {organisms.map((organism) => {
        const organismSiteIds = siteIdsByOrganism.get(organism.organismId) ?? [];
        return [
          <Table.Tr key={`organism-${organism.organismId}`} bg="var(--mantine-color-default-hover)">
            <Table.Th scope="row">
              <Text fw={700} size="sm">
                {organism.organismName}
              </Text>
              <Text size="xs" c="dimmed">
                {t("alerts.subscriptions.everySite", { count: organismSiteIds.length })}
              </Text>
            </Table.Th>
            {alertChoices.map((choice) => {
              const coverage = choiceCoverage(choices, organismSiteIds, choice);
              return (
                <Table.Td key={choice}>
                  <Checkbox
                    mx="auto"
                    w="fit-content"
                    checked={coverage === "all"}
                    indeterminate={coverage === "some"}
                    disabled={disabled}
                    aria-label={t(`alerts.subscriptions.organismChoice.${choice}`, {
                      organism: organism.organismName,
                    })}
                    onChange={() => onChange(organismSiteIds, choice, coverage !== "all")}
                  />
                </Table.Td>
              );
            })}
          </Table.Tr>,
          ...organism.sites.map((site) => (
            <Table.Tr key={site.site_id}>
              <Table.Td pl="xl">
                <Text size="sm">{site.site_name}</Text>
              </Table.Td>
              {alertChoices.map((choice) => (
                <Table.Td key={choice}>
                  <Checkbox
                    mx="auto"
                    w="fit-content"
                    checked={isChosen(choices, site.site_id, choice)}
                    disabled={disabled}
                    aria-label={t(`alerts.subscriptions.siteChoice.${choice}`, { site: site.site_name })}
                    onChange={(event) => onChange([site.site_id], choice, event.currentTarget.checked)}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          )),
        ];
      })}
    </BorderedTable>
  );
}
