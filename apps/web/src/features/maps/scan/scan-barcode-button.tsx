import { ActionIcon } from "@mantine/core";
import IconScan from "@tabler/icons-react/icons/IconScan";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useIsSmallScreen } from "../../../components/layout/use-is-small-screen";
import { BarcodeScanModal } from "./barcode-scan-modal";
import { equipmentQueryOfScan } from "./scanned-equipment";
import { hasCameraApi } from "./use-camera-scan";

/**
 * The find box's "Scan" button (docs/product.md#maps-screen): on a phone
 * with a camera API (a secure page), it reads an access point's label and
 * gives the text to search, its MAC or serial drawn out of the code.
 * Elsewhere there is no button: the label's text is typed.
 */
export function ScanBarcodeButton({ onScan }: { onScan: (query: string) => void }) {
  const { t } = useTranslation();
  const isSmallScreen = useIsSmallScreen();
  const [opened, setOpened] = useState(false);
  // An open scan stays open when the phone turns sideways, wider than the phone breakpoint.
  if (!opened && (!isSmallScreen || !hasCameraApi())) return null;

  return (
    <>
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={t("maps.scan.open")}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        <IconScan size={18} aria-hidden="true" />
      </ActionIcon>
      <BarcodeScanModal
        opened={opened}
        onClose={() => setOpened(false)}
        onRead={(text) => {
          setOpened(false);
          onScan(equipmentQueryOfScan(text));
        }}
      />
    </>
  );
}
