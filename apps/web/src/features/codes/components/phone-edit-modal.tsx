import { ActionIcon, Button, Group, Modal, TextInput, Tooltip } from "@mantine/core";
import { internationalPhoneNumber, phoneNumberErrorKey } from "@ondine/domain";
import IconTrash from "@tabler/icons-react/icons/IconTrash";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formErrorText } from "../../../i18n/form-errors";

interface PhoneEditModalProps {
  opened: boolean;
  phoneNumber: string | null;
  isSaving: boolean;
  /** E.164, or null to remove the number. */
  onSave: (phoneNumber: string | null) => void;
  onClose: () => void;
}

/** docs/product.md#codes-screens phone cell: validate, confirm saves, trash saves empty, cancel closes; never saved invalid (docs/product.md#codes-validation). */
export function PhoneEditModal({ opened, phoneNumber, isSaving, onSave, onClose }: PhoneEditModalProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(phoneNumber ?? "");
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    if (value.trim() === "") {
      onSave(null);
      return;
    }
    const number = internationalPhoneNumber(value);
    if (!number) {
      setError(phoneNumberErrorKey);
      return;
    }
    onSave(number);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t("codes.panel.phoneTitle")} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
        noValidate
      >
        <TextInput
          type="tel"
          label={t("codes.fields.phoneNumber")}
          description={t("codes.create.phoneNumberHint")}
          placeholder={t("codes.create.phoneNumberPlaceholder")}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          error={error ? formErrorText(error) : undefined}
          data-autofocus
        />
        <Group justify="space-between" mt="lg">
          <Tooltip label={t("codes.panel.phoneRemove")}>
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              aria-label={t("codes.panel.phoneRemove")}
              onClick={() => onSave(null)}
              disabled={isSaving}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("codes.panel.cancel")}
            </Button>
            <Button type="submit" loading={isSaving}>
              {t("codes.panel.confirm")}
            </Button>
          </Group>
        </Group>
      </form>
    </Modal>
  );
}
