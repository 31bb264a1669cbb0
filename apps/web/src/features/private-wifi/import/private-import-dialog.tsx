import { Alert, Button, FileInput, Group, Loader, Modal, Stack, Text, Title } from "@mantine/core";
import type { PrivateImportReading, PrivateWifiSiteFigures } from "@ondine/domain";
import IconFileTypeCsv from "@tabler/icons-react/icons/IconFileTypeCsv";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useIsSmallScreen } from "../../../components/layout/use-is-small-screen";
import { showSuccess } from "../../../components/notices/show-notice";
import { useImportPrivateSpaces } from "../api/import-private-spaces";
import { type ChosenImportFile, useSitePreviewOfImport } from "../api/preview-private-import";
import { readRefusal } from "../private-wifi-error-text";
import { ImportPreviewView } from "./import-preview-view";
import { fileProblemText, previewAnswerOf, readImportFile, refusedImportPreview } from "./import-reading";
import { PrivateImportHistory } from "./private-import-history";

interface PrivateImportDialogProps {
  siteId: number;
  opened: boolean;
  figures: PrivateWifiSiteFigures;
  onClose: () => void;
}

/**
 * A CSV import (docs/private-wifi.md#import): the chosen file is read here,
 * by the function the server runs, and every line shown with its problems;
 * the server's preview adds the names already on the site. "Import N
 * spaces" is offered only when no line has a problem; the server reads the
 * file again and, should a line be at fault by then, writes nothing and
 * answers its own preview, shown in place. The site's past imports follow.
 */
export function PrivateImportDialog({ siteId, opened, figures, onClose }: PrivateImportDialogProps) {
  const { t } = useTranslation();
  const isSmallScreen = useIsSmallScreen();
  const choices = useRef(0);
  const [chosen, setChosen] = useState<ChosenImportFile>();
  const [reading, setReading] = useState<PrivateImportReading>();
  const [isReading, setIsReading] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);
  const importSpaces = useImportPrivateSpaces(siteId);
  const sitePreview = useSitePreviewOfImport(siteId, chosen, reading?.ok === true);

  const choose = async (file: File | null) => {
    importSpaces.reset();
    setRefusal([]);
    setReading(undefined);
    // A later choice (or none) made while an earlier file is read wins.
    choices.current += 1;
    if (!file) {
      setChosen(undefined);
      setIsReading(false);
      return;
    }
    const choice = { id: choices.current, file };
    setChosen(choice);
    setIsReading(true);
    const isCurrent = () => choices.current === choice.id;
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (isCurrent()) setReading(readImportFile(bytes, figures));
    } catch {
      if (isCurrent()) setRefusal([t("privateWifi.errors.import_unreadable")]);
    } finally {
      if (isCurrent()) setIsReading(false);
    }
  };

  const close = () => {
    void choose(null);
    onClose();
  };

  const refusedPreview = refusedImportPreview(importSpaces.error);
  const preview = refusedPreview ?? sitePreview.data ?? (reading?.ok ? previewAnswerOf(reading, figures) : undefined);
  const isChecking = reading?.ok === true && sitePreview.isFetching;
  const canImport =
    chosen !== undefined &&
    preview !== undefined &&
    preview.with_problems === 0 &&
    preview.creatable > 0 &&
    !isChecking;

  const submit = () => {
    if (!chosen || !canImport || importSpaces.isPending) return;
    setRefusal([]);
    importSpaces.mutate(chosen.file, {
      onSuccess: ({ created }) => {
        showSuccess(t("privateWifi.import.done", { count: created }));
        close();
      },
      onError: (error) => {
        if (!refusedImportPreview(error)) setRefusal(readRefusal(error, [], t, figures).messages);
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t("privateWifi.import.title")} size="xl" fullScreen={isSmallScreen}>
      <Stack gap="md">
        <Text size="sm">{t("privateWifi.import.intro")}</Text>
        <FileInput
          label={t("privateWifi.import.file")}
          placeholder={t("privateWifi.import.filePlaceholder")}
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={18} aria-hidden />}
          value={chosen?.file ?? null}
          onChange={(file) => void choose(file)}
          clearable
          clearButtonProps={{ "aria-label": t("privateWifi.import.clearFile") }}
          disabled={importSpaces.isPending}
        />
        {isReading && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t("privateWifi.import.reading")}</Text>
          </Group>
        )}
        {reading && !reading.ok && (
          <Alert color="red" variant="light" role="alert" title={t("privateWifi.import.unreadable")}>
            {fileProblemText(reading.problem, t)}
          </Alert>
        )}
        {refusedPreview && (
          <Alert color="red" variant="light" role="alert" title={t("privateWifi.import.refused")}>
            {t("privateWifi.errors.import_has_problems")}
          </Alert>
        )}
        {refusal.length > 0 && (
          <Alert color="red" variant="light" role="alert" title={t("privateWifi.import.refused")}>
            {refusal.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Alert>
        )}
        {isChecking && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t("privateWifi.import.checking")}</Text>
          </Group>
        )}
        {reading?.ok && sitePreview.isError && !refusedPreview && (
          <Text size="sm" c="dimmed">
            {t("privateWifi.import.checkFailed")}
          </Text>
        )}
        {preview && (
          <>
            {preview.with_problems > 0 && (
              <Text size="sm" fw={600}>
                {t("privateWifi.import.fixFirst")}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={importSpaces.isPending}>
                {t("privateWifi.import.cancel")}
              </Button>
              <Button onClick={submit} disabled={!canImport} loading={importSpaces.isPending}>
                {t("privateWifi.import.submit", { count: preview.creatable })}
              </Button>
            </Group>
            <ImportPreviewView preview={preview} />
          </>
        )}
        <Stack gap="xs" component="section">
          <Title order={3} size="h5">
            {t("privateWifi.import.history.title")}
          </Title>
          <PrivateImportHistory siteId={siteId} />
        </Stack>
      </Stack>
    </Modal>
  );
}
