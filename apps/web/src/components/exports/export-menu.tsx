import { Alert, Button, Group, Menu, Stack, Text } from "@mantine/core";
import {
  type ExportFormat,
  type ExportList,
  exportFormats,
  exportRowLimit,
  exportTooManyRowsError,
} from "@ondine/domain";
import IconChevronDown from "@tabler/icons-react/icons/IconChevronDown";
import IconDownload from "@tabler/icons-react/icons/IconDownload";
import IconFileSpreadsheet from "@tabler/icons-react/icons/IconFileSpreadsheet";
import IconFileTypeCsv from "@tabler/icons-react/icons/IconFileTypeCsv";
import type { TFunction } from "i18next";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error";
import { apiErrorMessage } from "../../api/api-error-message";
import { downloadExport, type ExportSource, saveFile } from "../../api/download-export";
import { formatByteSize } from "../../i18n/format-number";

/**
 * The list exported (codes, purchases, newsletter customers: the query and
 * sort exactly as the list sends them to the search proxy; support tickets:
 * the list's filters), and how many rows it matches (`hits.total`,
 * `total_count`), once known.
 */
type ExportMenuProps = ExportSource & { total: number | undefined };

type ExportState =
  | { kind: "idle" }
  | { kind: "running"; format: ExportFormat; rows: number | undefined; receivedBytes: number }
  | { kind: "done"; fileName: string; rows: number | undefined }
  | { kind: "cancelled" }
  | { kind: "failed"; message: string };

const formatIcons = { xlsx: IconFileSpreadsheet, csv: IconFileTypeCsv } as const;

/**
 * The lists' export menu ("exports limited to 10,000 lines", docs/product.md#exports):
 * Excel or CSV of the list's current search. Above the limit it says so and
 * sends nothing; while the file comes it says how far it is (a polite live
 * region) and can be cancelled; at the end the browser saves the file under
 * the server's name.
 */
export function ExportMenu({ total, ...source }: ExportMenuProps) {
  const { index } = source;
  const { t } = useTranslation();
  const [state, setState] = useState<ExportState>({ kind: "idle" });
  const controller = useRef<AbortController | undefined>(undefined);
  const limitId = useId();
  const isTooLarge = total !== undefined && total > exportRowLimit;
  const isRunning = state.kind === "running";

  // Leaving the list stops a download nobody will save.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (format: ExportFormat) => {
    if (isTooLarge || isRunning) return;
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: "running", format, rows: total, receivedBytes: 0 });
    try {
      const download = await downloadExport({
        ...source,
        format,
        signal: abort.signal,
        onProgress: ({ rows, receivedBytes }) => setState({ kind: "running", format, rows, receivedBytes }),
      });
      saveFile(download.file, download.fileName);
      setState({ kind: "done", fileName: download.fileName, rows: download.rows });
    } catch (error) {
      if (abort.signal.aborted) {
        // Unmounted: no state to write. Cancelled: say so.
        if (controller.current === abort) setState({ kind: "cancelled" });
      } else {
        setState({ kind: "failed", message: exportErrorMessage(error, index, total, t) });
      }
    } finally {
      if (controller.current === abort) controller.current = undefined;
    }
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Group gap="sm" align="center" wrap="wrap">
        {/* No focus placeholder: a focusable "presentation" div inside role="menu" fails axe-core (aria-required-children). */}
        <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              rightSection={<IconChevronDown size={16} aria-hidden="true" />}
              disabled={isTooLarge || isRunning}
              aria-describedby={isTooLarge ? limitId : undefined}
            >
              {t("exports.menu")}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {exportFormats.map((format) => {
              const Icon = formatIcons[format];
              return (
                <Menu.Item
                  key={format}
                  leftSection={<Icon size={18} aria-hidden="true" />}
                  onClick={() => void start(format)}
                >
                  {t(`exports.formats.${format}`)}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
        {isRunning && (
          <Button variant="subtle" color="red" onClick={() => controller.current?.abort()}>
            {t("exports.cancel")}
          </Button>
        )}
      </Group>

      {isTooLarge && (
        <Text size="sm" id={limitId}>
          {t("exports.tooMany", { count: total, limit: exportRowLimit })} {t(`exports.narrow.${index}`)}
        </Text>
      )}

      {/* Always there, so screen readers hear each change (a live region added with its text is often missed). */}
      <Text size="sm" role="status" aria-live="polite" data-testid="export-progress">
        {progressText(state, t)}
      </Text>

      {state.kind === "failed" && (
        <Alert color="red" variant="light" title={t("exports.failed")}>
          {state.message}
        </Alert>
      )}
    </Stack>
  );
}

function progressText(state: ExportState, t: TFunction): string {
  switch (state.kind) {
    case "running":
      if (state.receivedBytes === 0)
        return state.rows === undefined ? t("exports.preparing") : t("exports.preparingRows", { count: state.rows });
      return state.rows === undefined
        ? t("exports.received", { size: formatByteSize(state.receivedBytes) })
        : t("exports.receivedRows", { count: state.rows, size: formatByteSize(state.receivedBytes) });
    case "done":
      return state.rows === undefined
        ? t("exports.done", { fileName: state.fileName })
        : t("exports.doneRows", { fileName: state.fileName, count: state.rows });
    case "cancelled":
      return t("exports.cancelled");
    default:
      return "";
  }
}

/** A refusal as the server words it: too many rows, no right, no connection, or the text (docs/product.md#errors) for the code. */
function exportErrorMessage(error: unknown, index: ExportList, total: number | undefined, t: TFunction): string {
  if (!isApiError(error)) return t("apiErrors.UNKNOWN_ERROR");
  if (Object.values(error.errors).some((keys) => keys?.includes(exportTooManyRowsError))) {
    // The server's count when its body gives one, else the list's.
    const count = typeof error.details.count === "number" ? error.details.count : total;
    const tooMany =
      count === undefined || count <= exportRowLimit
        ? t("exports.tooManyUnknown", { limit: exportRowLimit })
        : t("exports.tooMany", { count, limit: exportRowLimit });
    return `${tooMany} ${t(`exports.narrow.${index}`)}`;
  }
  if (error.status === 403) return t("exports.notAllowed");
  if (error.status === 0) return t("exports.network");
  return apiErrorMessage(error, t);
}
