import { Badge, Button, Group, Modal, Stack, Tabs, Text, Title } from "@mantine/core";
import {
  type SilenceWindowAnswer,
  type SilenceWindowState,
  silenceWindowPageSize,
  silenceWindowStates,
} from "@ondine/domain";
import IconPlus from "@tabler/icons-react/icons/IconPlus";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { InterfaceDatesProvider } from "../../../components/dates/interface-dates-provider";
import type { LocationOption } from "../../../components/filters/location-option";
import { useIsSmallScreen } from "../../../components/layout/use-is-small-screen";
import { showSuccess } from "../../../components/notices/show-notice";
import { formatNumber } from "../../../i18n/format-number";
import { useSilenceWindows } from "../api/find-silence-windows";
import { NewSilenceWindowForm } from "../form/new-silence-window-form";
import { formatParisDateTime } from "../silence-time-format";
import { EndSilenceWindowDialog } from "./end-silence-window-dialog";
import { ExtendSilenceWindowDialog } from "./extend-silence-window-dialog";
import { SilenceSiteSelect } from "./silence-site-select";
import { SilenceWindowsList } from "./silence-windows-list";

interface SilentModePanelProps {
  /** The caller's sites, for the filter and the new window's site. */
  sites: readonly LocationOption[];
}

/**
 * How many windows a state holds, from its first page: exact on a single
 * page; the answer counts pages, not windows, so beyond one "50+" (more
 * than the full pages before the last).
 */
function useStateCount(state: SilenceWindowState, siteId: number | undefined): string | undefined {
  const { t } = useTranslation();
  const { data } = useSilenceWindows({ state, siteId, page: 1 });
  if (data === undefined) return undefined;
  if (data.total_pages <= 1) return formatNumber(data.items.length);
  return t("silentMode.tabs.moreThan", { count: (data.total_pages - 1) * silenceWindowPageSize });
}

/**
 * /silent_mode (docs/alerts.md#silent-mode): the windows on the caller's
 * sites, current, planned and past, each a paged list; one site's by the
 * filter. Creates a window, ends one now (cancels a planned one), extends
 * one that is not weekly. Times are Paris time, written in the interface
 * language.
 */
export function SilentModePanel({ sites }: SilentModePanelProps) {
  const { t } = useTranslation();
  const isSmallScreen = useIsSmallScreen();
  const [state, setState] = useState<SilenceWindowState>("current");
  const [siteId, setSiteId] = useState<number>();
  const [page, setPage] = useState(1);
  const [isCreating, setIsCreating] = useState(false);
  const [ending, setEnding] = useState<SilenceWindowAnswer>();
  const [extending, setExtending] = useState<SilenceWindowAnswer>();
  const query = useSilenceWindows({ state, siteId, page });
  const counts: Record<SilenceWindowState, string | undefined> = {
    current: useStateCount("current", siteId),
    planned: useStateCount("planned", siteId),
    past: useStateCount("past", siteId),
  };

  // A page past the end (a window ended from the last page): the last one there is.
  const totalPages = query.data?.total_pages;
  useEffect(() => {
    if (totalPages !== undefined && page > Math.max(totalPages, 1) && !query.isPlaceholderData) {
      setPage(Math.max(totalPages, 1));
    }
  }, [page, totalPages, query.isPlaceholderData]);

  const showState = (next: SilenceWindowState) => {
    setState(next);
    setPage(1);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t("silentMode.title")}</Title>
          <Text c="dimmed" maw={760}>
            {t("silentMode.subtitle")}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setIsCreating(true)}>
          {t("silentMode.newWindow")}
        </Button>
      </Group>
      {sites.length > 1 && (
        <SilenceSiteSelect
          label={t("silentMode.filterSite")}
          allLabel={t("silentMode.allSites")}
          sites={sites}
          value={siteId === undefined ? "" : String(siteId)}
          onChange={(chosen) => {
            setSiteId(chosen === "" ? undefined : Number(chosen));
            setPage(1);
          }}
          w={{ base: "100%", sm: 360 }}
        />
      )}
      <Tabs value={state} onChange={(next) => next && showState(next as SilenceWindowState)} keepMounted={false}>
        <Tabs.List aria-label={t("silentMode.tabs.label")}>
          {silenceWindowStates.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              // The badge's figure joins the name with a space a screen reader says ("Current (3)"), not "Current3".
              aria-label={
                counts[tab] === undefined
                  ? undefined
                  : t("silentMode.tabs.withCount", { state: t(`silentMode.tabs.${tab}`), count: counts[tab] })
              }
              rightSection={
                counts[tab] === undefined ? undefined : (
                  <Badge variant="light" color="gray" radius="sm" tt="none">
                    {counts[tab]}
                  </Badge>
                )
              }
            >
              {t(`silentMode.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {silenceWindowStates.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t(`silentMode.list.label.${tab}`)}
              </Title>
              <SilenceWindowsList
                state={tab}
                query={query}
                isFiltered={siteId !== undefined}
                onPageChange={setPage}
                onEnd={setEnding}
                onExtend={setExtending}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Modal
        opened={isCreating}
        onClose={() => setIsCreating(false)}
        title={t("silentMode.form.title")}
        size="lg"
        fullScreen={isSmallScreen}
      >
        <InterfaceDatesProvider>
          <NewSilenceWindowForm
            sites={sites}
            siteId={siteId}
            onCancel={() => setIsCreating(false)}
            onCreated={(window) => {
              setIsCreating(false);
              showSuccess(t("silentMode.form.created", { site: window.site_name }));
              // The new window in sight: its state's tab, and all sites unless the filter is its own.
              if (siteId !== undefined && siteId !== window.site_id) setSiteId(undefined);
              if (window.state !== "past") showState(window.state);
            }}
          />
        </InterfaceDatesProvider>
      </Modal>
      <EndSilenceWindowDialog
        window={ending}
        onClose={() => setEnding(undefined)}
        onEnded={(window, wasPlanned) => {
          setEnding(undefined);
          showSuccess(t(wasPlanned ? "silentMode.cancel.done" : "silentMode.end.done", { site: window.site_name }));
        }}
      />
      <ExtendSilenceWindowDialog
        window={extending}
        onClose={() => setExtending(undefined)}
        onExtended={(window) => {
          setExtending(undefined);
          showSuccess(
            t("silentMode.extend.done", { site: window.site_name, date: formatParisDateTime(window.ends_at) }),
          );
        }}
      />
    </Stack>
  );
}
