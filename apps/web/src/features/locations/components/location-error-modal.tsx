import { Button, Group, Modal, Text } from "@mantine/core";
import type { LocationLookupError } from "@ondine/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** docs/product.md#errors: the location lookup failed (INTERNAL_ERROR or UNKNOWN_ERROR): a modal with a refresh button. */
export function LocationErrorModal({ error }: { error: Exclude<LocationLookupError, "NO_RESULTS"> }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(true);
  return (
    <Modal opened={isOpen} onClose={() => setIsOpen(false)} title={t("locations.lookupError.title")} centered>
      <Text>{t(error === "INTERNAL_ERROR" ? "locations.lookupError.internal" : "locations.lookupError.unknown")}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={() => window.location.reload()}>{t("locations.lookupError.refresh")}</Button>
      </Group>
    </Modal>
  );
}
