import { Alert, Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import classes from "./barcode-scan.module.css";
import { type ScanPhase, useCameraScan } from "./use-camera-scan";

interface BarcodeScanModalProps {
  opened: boolean;
  onClose: () => void;
  /** The text of the first code read; the camera is already released. */
  onRead: (text: string) => void;
}

/** Why the camera stopped, and what to do instead. */
const stoppedMessages: Partial<Record<ScanPhase, "maps.scan.denied" | "maps.scan.noCamera" | "maps.scan.failed">> = {
  denied: "maps.scan.denied",
  "no-camera": "maps.scan.noCamera",
  failed: "maps.scan.failed",
};

/**
 * The live maps' barcode scan (docs/product.md#maps-screen): the back
 * camera's picture with a frame to aim at an access point's label, until a
 * barcode or QR code is read. Escape, the close button and Cancel close it;
 * the camera is released as it closes.
 */
export function BarcodeScanModal({ opened, onClose, onRead }: BarcodeScanModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("maps.scan.title")} centered>
      <ScanView active={opened} onClose={onClose} onRead={onRead} />
    </Modal>
  );
}

function ScanView({ active, onClose, onRead }: { active: boolean } & Omit<BarcodeScanModalProps, "opened">) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const { phase, retry } = useCameraScan(active, video, onRead);
  const isFilming = phase === "asking" || phase === "scanning";
  const stopped = stoppedMessages[phase];

  return (
    <Stack gap="sm">
      {/* Always mounted: the camera's stream is given to it before the picture shows. */}
      <div className={classes.viewfinder} data-hidden={isFilming ? undefined : true}>
        <video ref={video} className={classes.video} muted playsInline aria-label={t("maps.scan.video")} />
        {phase === "scanning" ? (
          <div className={classes.frame} aria-hidden="true" data-testid="scan-frame" />
        ) : (
          <div className={classes.waiting}>
            <Loader color="white" size="sm" aria-hidden="true" />
          </div>
        )}
      </div>
      {isFilming ? (
        <Text size="sm" role="status">
          {t(phase === "asking" ? "maps.scan.asking" : "maps.scan.hint")}
        </Text>
      ) : null}
      {stopped ? (
        <Alert color={phase === "failed" ? "red" : "orange"} variant="light" role="alert">
          {t(stopped)}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {phase === "failed" ? <Button onClick={retry}>{t("maps.scan.retry")}</Button> : null}
        <Button variant="default" onClick={onClose}>
          {t("maps.scan.cancel")}
        </Button>
      </Group>
    </Stack>
  );
}
