import { Alert, Button, Checkbox, Group, Menu, Stack, Text } from "@mantine/core";
import { type PrivateSpaceExportFormat, type PrivateSpaceState, privateSpaceExportFormats } from "@ondine/domain";
import IconChevronDown from "@tabler/icons-react/icons/IconChevronDown";
import IconDownload from "@tabler/icons-react/icons/IconDownload";
import IconFileSpreadsheet from "@tabler/icons-react/icons/IconFileSpreadsheet";
import IconFileTypeCsv from "@tabler/icons-react/icons/IconFileTypeCsv";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { saveFile } from "../../../api/download-export";
import { downloadPrivateSpaces } from "../api/download-private-spaces";

const formatIcons = { xlsx: IconFileSpreadsheet, csv: IconFileTypeCsv } as const;

interface PrivateSpacesExportMenuProps {
  siteId: number;
  /** The list's search: the file holds what it shows. */
  q?: string;
  state?: PrivateSpaceState;
}

type ExportState =
  | { kind: "idle" }
  | { kind: "running" }
  | { kind: "done"; fileName: string }
  | { kind: "failed"; message: string };

/**
 * The spaces as a CSV or Excel file (docs/private-wifi.md#calls), the list's
 * search; with their keys only when asked, which the audit log records
 * (docs/private-wifi.md#keys), as the box says.
 */
export function PrivateSpacesExportMenu({ siteId, q, state }: PrivateSpacesExportMenuProps) {
  const { t } = useTranslation();
  const [withKeys, setWithKeys] = useState(false);
  const [progress, setProgress] = useState<ExportState>({ kind: "idle" });
  const hintId = useId();

  const start = async (format: PrivateSpaceExportFormat) => {
    setProgress({ kind: "running" });
    try {
      const { file, fileName } = await downloadPrivateSpaces(siteId, { format, withKeys, q, state });
      saveFile(file, fileName);
      setProgress({ kind: "done", fileName });
    } catch (error) {
      setProgress({ kind: "failed", message: apiErrorMessage(error, t) });
    }
  };

  return (
    <Stack gap={4} align="flex-start">
      <Group gap="sm" align="center" wrap="wrap">
        {/* No focus placeholder: a focusable "presentation" div inside role="menu" fails axe-core (aria-required-children). */}
        <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              rightSection={<IconChevronDown size={16} aria-hidden="true" />}
              loading={progress.kind === "running"}
            >
              {t("privateWifi.export.menu")}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {privateSpaceExportFormats.map((format) => {
              const Icon = formatIcons[format];
              return (
                <Menu.Item
                  key={format}
                  leftSection={<Icon size={18} aria-hidden="true" />}
                  onClick={() => void start(format)}
                >
                  {t(`privateWifi.export.formats.${format}`)}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
        <Checkbox
          label={t("privateWifi.export.withKeys")}
          checked={withKeys}
          onChange={(event) => setWithKeys(event.currentTarget.checked)}
          aria-describedby={hintId}
        />
      </Group>
      <Text size="xs" c="dimmed" id={hintId}>
        {t("privateWifi.export.withKeysHint")}
      </Text>
      <Text size="sm" role="status" aria-live="polite">
        {progress.kind === "running"
          ? t("privateWifi.export.running")
          : progress.kind === "done"
            ? t("privateWifi.export.done", { fileName: progress.fileName })
            : ""}
      </Text>
      {progress.kind === "failed" && (
        <Alert color="red" variant="light" title={t("privateWifi.export.failed")}>
          {progress.message}
        </Alert>
      )}
    </Stack>
  );
}
