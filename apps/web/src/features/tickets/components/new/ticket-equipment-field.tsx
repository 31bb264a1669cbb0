import { Select } from "@mantine/core";
import { equipmentCategories } from "@ondine/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSiteEquipment } from "../../api/find-site-equipment";

interface TicketEquipmentFieldProps {
  siteId: number;
  /** The equipment's id as text, "" for none. */
  value: string;
  onChange: (id: string) => void;
  error?: ReactNode;
}

/**
 * Optionally, the piece of the site's equipment the ticket is about, as the
 * maps screen names it (its tag or model, and its MAC). Its list failing
 * leaves the ticket on the site: the field says so and stays optional.
 */
export function TicketEquipmentField({ siteId, value, onChange, error }: TicketEquipmentFieldProps) {
  const { t } = useTranslation();
  const equipment = useSiteEquipment(siteId);
  // A ticket names network equipment; the site's sticks and TVs (IoT devices, ids of another table) are not it.
  const networkEquipment = (equipment.data ?? []).filter((item) =>
    (equipmentCategories as readonly string[]).includes(item.category),
  );
  const items = networkEquipment.map((item) => ({
    value: String(item.id),
    label: `${item.tag || item.model.name} · ${item.mac}`,
  }));
  // An equipment named by the address stays chosen while the list loads or if it does not list it.
  const data =
    value !== "" && !items.some((item) => item.value === value)
      ? [{ value, label: t("tickets.new.equipmentById", { id: value }) }, ...items]
      : items;
  const description = equipment.isError
    ? t("tickets.new.equipmentUnavailable")
    : equipment.isPending
      ? t("tickets.new.equipmentLoading")
      : t("tickets.new.equipmentHint");
  return (
    <Select
      label={t("tickets.new.equipment")}
      description={description}
      inputWrapperOrder={["label", "input", "description", "error"]}
      placeholder={t("tickets.new.equipmentNone")}
      searchable
      clearable
      data={data}
      value={value === "" ? null : value}
      onChange={(chosen) => onChange(chosen ?? "")}
      error={error}
      nothingFoundMessage={t("tickets.new.noEquipmentFound")}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
