import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { type PrivateSpace, type PrivateSpaceBulkAction, paths } from "@ondine/domain";
import IconFileImport from "@tabler/icons-react/icons/IconFileImport";
import IconPlus from "@tabler/icons-react/icons/IconPlus";
import IconPrinter from "@tabler/icons-react/icons/IconPrinter";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataStates } from "../../../components/data-states/data-states";
import { InterfaceDatesProvider } from "../../../components/dates/interface-dates-provider";
import { useIsSmallScreen } from "../../../components/layout/use-is-small-screen";
import { showSuccess } from "../../../components/notices/show-notice";
import { ListPagination } from "../../../components/pagination/list-pagination";
import { usePrivateSpaces } from "../api/find-private-spaces";
import { PrivateSpaceForm } from "../form/private-space-form";
import { PrivateImportDialog } from "../import/private-import-dialog";
import { PrivateSpaceDrawer } from "../panel/private-space-drawer";
import { privateCardsSearchOf } from "../print/private-cards-search";
import { type PrivateSpacesSearch, privateSpacesQueryOf } from "../private-spaces-search";
import {
  isSpaceSelected,
  noSpaceSelected,
  type SpaceSelection,
  selectedCount,
  selectionBody,
  togglePage,
  toggleSpace,
} from "../space-selection";
import { BulkChangeDialog } from "./bulk-change-dialog";
import type { CodeListHash } from "./private-space-cells";
import { PrivateSpacesCards } from "./private-spaces-cards";
import { PrivateSpacesExportMenu } from "./private-spaces-export-menu";
import { PrivateSpacesTable } from "./private-spaces-table";
import { PrivateSpacesToolbar } from "./private-spaces-toolbar";
import { PrivateWifiFigures } from "./private-wifi-figures";
import { SelectionBar } from "./selection-bar";

interface PrivateWifiSiteProps {
  siteId: number;
  search: PrivateSpacesSearch;
  onSearchChange: (next: PrivateSpacesSearch) => void;
  codeListHash: CodeListHash;
}

/**
 * One site's private Wi-Fi spaces (docs/private-wifi.md): its figures, the
 * list searched, filtered, sorted and paged by the address, the selection's
 * bulk changes and cards, a space's panel, creating, editing, importing and
 * exporting. A site without a private SSID says so and creates nothing.
 */
export function PrivateWifiSite({ siteId, search, onSearchChange, codeListHash }: PrivateWifiSiteProps) {
  const { t } = useTranslation();
  const isSmallScreen = useIsSmallScreen();
  const query = usePrivateSpaces(siteId, privateSpacesQueryOf(search));
  const figures = query.data?.figures;
  const [selection, setSelection] = useState<SpaceSelection>(noSpaceSelected);
  const [openSpaceId, setOpenSpaceId] = useState<number>();
  const [editing, setEditing] = useState<PrivateSpace | "new">();
  const [bulkAction, setBulkAction] = useState<PrivateSpaceBulkAction>();
  const [isImporting, setImporting] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search or state ends a selection made among the previous matches.
  useEffect(() => setSelection(noSpaceSelected), [search.q, search.state]);

  // A page past the end (spaces deleted from the last page, an old link): the last one there is.
  const totalPages = query.data?.total_pages;
  const page = search.page ?? 1;
  useEffect(() => {
    const lastPage = Math.max(totalPages ?? 1, 1);
    if (totalPages !== undefined && page > lastPage && !query.isPlaceholderData) {
      onSearchChange({ ...search, page: lastPage > 1 ? lastPage : undefined });
    }
  }, [page, totalPages, query.isPlaceholderData, onSearchChange, search]);

  const spaces = query.data?.items ?? [];
  const pageIds = spaces.map((space) => space.id);
  const totalCount = query.data?.total_count ?? 0;
  const count = selectedCount(selection, totalCount);
  const callSelection = selectionBody(selection, search);
  const canCreate = figures !== undefined && figures.ssid !== null;
  const isFiltered = Boolean(search.q || search.state);
  const matching = selectionBody({ kind: "matching" }, search);

  return (
    <Stack gap="lg">
      {figures && <PrivateWifiFigures figures={figures} />}
      {figures && figures.ssid === null && (
        <Alert color="yellow" variant="light" title={t("privateWifi.noSsid.title")}>
          {t("privateWifi.noSsid.message")}
        </Alert>
      )}

      <Group gap="sm" wrap="wrap">
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditing("new")}
          disabled={!canCreate}
        >
          {t("privateWifi.actions.create")}
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileImport size={18} aria-hidden />}
          onClick={() => setImporting(true)}
          disabled={!canCreate}
        >
          {t("privateWifi.actions.import")}
        </Button>
        {totalCount > 0 && (
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
            renderRoot={(props) => (
              <Link {...props} to={paths.ranPrint} search={privateCardsSearchOf(siteId, matching)} />
            )}
          >
            {t("privateWifi.actions.printAll", { count: totalCount })}
          </Button>
        )}
      </Group>

      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <PrivateSpacesToolbar search={search} onSearchChange={onSearchChange} />
        <PrivateSpacesExportMenu siteId={siteId} q={search.q} state={search.state} />
      </Group>

      {count > 0 && (
        <SelectionBar
          count={count}
          totalCount={totalCount}
          isAllMatching={selection.kind === "matching"}
          isPageSelected={pageIds.length > 0 && pageIds.every((id) => isSpaceSelected(selection, id))}
          printSearch={privateCardsSearchOf(siteId, callSelection)}
          onSelectAllMatching={() => setSelection({ kind: "matching" })}
          onClear={() => setSelection(noSpaceSelected)}
          onAction={setBulkAction}
        />
      )}

      <DataStates
        query={query}
        loadingLabel={t("privateWifi.list.loading")}
        rows={8}
        rowHeight={52}
        errorTitle={t("privateWifi.list.failed")}
        retryLabel={t("privateWifi.list.retry")}
        empty={(data) =>
          data.items.length > 0
            ? undefined
            : isFiltered
              ? { title: t("privateWifi.list.noMatch"), description: t("privateWifi.list.noMatchHint") }
              : { title: t("privateWifi.list.empty"), description: t("privateWifi.list.emptyHint") }
        }
      >
        {(data) => {
          const viewProps = {
            spaces: data.items,
            selection,
            onToggle: (space: PrivateSpace, isSelected: boolean) =>
              setSelection((current) => toggleSpace(current, space.id, pageIds, isSelected)),
            onTogglePage: (isSelected: boolean) => setSelection((current) => togglePage(current, pageIds, isSelected)),
            onOpen: (space: PrivateSpace) => setOpenSpaceId(space.id),
            codeListHash,
          };
          return (
            <Stack gap="md">
              <Text size="sm" c="dimmed" role="status">
                {t("privateWifi.list.count", { count: data.total_count })}
              </Text>
              {isSmallScreen ? <PrivateSpacesCards {...viewProps} /> : <PrivateSpacesTable {...viewProps} />}
              <ListPagination
                total={data.total_pages}
                value={data.current_page}
                onChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
                controlLabel={(control) => t(`privateWifi.list.pagination.${control}`)}
                pageLabel={(number) => t("privateWifi.list.pagination.page", { page: number })}
              />
            </Stack>
          );
        }}
      </DataStates>

      <PrivateSpaceDrawer
        siteId={siteId}
        spaceId={openSpaceId}
        figures={figures}
        codeListHash={codeListHash}
        onEdit={setEditing}
        onDeleted={(id) => setSelection((current) => toggleSpace(current, id, pageIds, false))}
        onClose={() => setOpenSpaceId(undefined)}
      />
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={
          editing === undefined || editing === "new"
            ? t("privateWifi.form.createTitle")
            : t("privateWifi.form.editTitle", { name: editing.name })
        }
        size="lg"
        fullScreen={isSmallScreen}
      >
        {editing !== undefined && (
          <InterfaceDatesProvider>
            <PrivateSpaceForm
              siteId={siteId}
              space={editing === "new" ? undefined : editing}
              figures={figures}
              onCancel={() => setEditing(undefined)}
              onDone={(saved) => {
                setEditing(undefined);
                if (saved) {
                  showSuccess(
                    t(editing === "new" ? "privateWifi.form.created" : "privateWifi.form.saved", { name: saved.name }),
                  );
                }
              }}
            />
          </InterfaceDatesProvider>
        )}
      </Modal>
      <BulkChangeDialog
        siteId={siteId}
        action={bulkAction}
        count={count}
        selection={callSelection}
        figures={figures}
        onClose={() => setBulkAction(undefined)}
        onDone={() => setSelection(noSpaceSelected)}
      />
      {figures && (
        <PrivateImportDialog
          siteId={siteId}
          opened={isImporting}
          figures={figures}
          onClose={() => setImporting(false)}
        />
      )}
    </Stack>
  );
}
