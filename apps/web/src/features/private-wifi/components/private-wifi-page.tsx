import { EmptyState, Select, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PrivateSpacesSearch } from "../private-spaces-search";
import type { CodeListHash } from "./private-space-cells";
import { PrivateWifiSite } from "./private-wifi-site";

/** A site the page may act on. */
export interface PrivateWifiSiteChoice {
  id: number;
  name: string;
}

interface PrivateWifiPageProps {
  /** The header's current site; null when an organism (or nothing) is selected. */
  site: PrivateWifiSiteChoice | null;
  /** The selected organism's sites, to pick one here rather than in the header's search. */
  siteChoices: readonly PrivateWifiSiteChoice[];
  onChooseSite: (siteId: number) => void;
  search: PrivateSpacesSearch;
  onSearchChange: (next: PrivateSpacesSearch) => void;
  codeListHash: CodeListHash;
}

/**
 * /ran (docs/private-wifi.md): the private Wi-Fi spaces of the header's
 * current site; with an organism or nothing selected, it asks for one site
 * (docs/private-wifi.md#roles).
 */
export function PrivateWifiPage({
  site,
  siteChoices,
  onChooseSite,
  search,
  onSearchChange,
  codeListHash,
}: PrivateWifiPageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("privateWifi.title")}</Title>
        <Text c="dimmed" maw={760}>
          {site ? t("privateWifi.subtitle", { site: site.name }) : t("privateWifi.subtitleNoSite")}
        </Text>
      </Stack>
      {site ? (
        <PrivateWifiSite
          key={site.id}
          siteId={site.id}
          search={search}
          onSearchChange={onSearchChange}
          codeListHash={codeListHash}
        />
      ) : (
        <EmptyState py="xl" title={t("privateWifi.noSite.title")} description={t("privateWifi.noSite.message")}>
          {siteChoices.length > 0 && (
            <Select
              label={t("privateWifi.noSite.site")}
              placeholder={t("privateWifi.noSite.placeholder")}
              data={siteChoices.map((choice) => ({ value: String(choice.id), label: choice.name }))}
              value={null}
              onChange={(value) => value && onChooseSite(Number(value))}
              searchable={siteChoices.length > 8}
              w={{ base: "100%", sm: 320 }}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        </EmptyState>
      )}
    </Stack>
  );
}
