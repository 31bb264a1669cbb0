import { Group, MultiSelect, Radio, Select, Stack } from "@mantine/core";
import { type SilenceTarget, silenceLimits, silenceTargets } from "@ondine/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSiteBuildings } from "../api/find-site-buildings";
import { useSiteEquipment } from "../api/find-site-equipment";

interface SilenceTargetFieldsProps {
  siteId: number | null;
  target: SilenceTarget;
  buildingId: string;
  equipmentIds: string[];
  onTargetChange: (target: SilenceTarget) => void;
  onBuildingChange: (id: string) => void;
  onEquipmentChange: (ids: string[]) => void;
  errors: { target?: ReactNode; building_id?: ReactNode; equipment_ids?: ReactNode };
  disabled?: boolean;
}

/**
 * What the window covers (docs/alerts.md#silent-mode): the whole site, one
 * of its buildings, or pieces of its equipment, each list read once the
 * choice asks for it. A list that fails says so; the site stays choosable.
 */
export function SilenceTargetFields({
  siteId,
  target,
  buildingId,
  equipmentIds,
  onTargetChange,
  onBuildingChange,
  onEquipmentChange,
  errors,
  disabled,
}: SilenceTargetFieldsProps) {
  const { t } = useTranslation();
  const buildings = useSiteBuildings(siteId, target === "building");
  const equipment = useSiteEquipment(siteId, target === "equipment");
  const listState = (query: { isError: boolean; isPending: boolean }, list: "buildings" | "equipment") =>
    query.isError
      ? t(`silentMode.form.${list}Unavailable`)
      : query.isPending
        ? t(`silentMode.form.${list}Loading`)
        : undefined;

  return (
    <Stack gap="sm">
      <Radio.Group
        label={t("silentMode.form.target")}
        value={target}
        onChange={(chosen) => onTargetChange(chosen as SilenceTarget)}
        error={errors.target}
        withAsterisk
      >
        <Group gap="lg" mt={6}>
          {silenceTargets.map((option) => (
            <Radio key={option} value={option} label={t(`silentMode.form.targets.${option}`)} disabled={disabled} />
          ))}
        </Group>
      </Radio.Group>
      {target === "building" && siteId !== null && (
        <Select
          label={t("silentMode.form.building")}
          placeholder={t("silentMode.form.buildingPlaceholder")}
          description={
            listState(buildings, "buildings") ??
            (buildings.data?.length === 0 ? t("silentMode.form.noBuildings") : undefined)
          }
          inputWrapperOrder={["label", "input", "description", "error"]}
          required
          searchable
          data={(buildings.data ?? []).map((building) => ({ value: String(building.id), label: building.name }))}
          value={buildingId === "" ? null : buildingId}
          onChange={(chosen) => onBuildingChange(chosen ?? "")}
          error={errors.building_id}
          disabled={disabled}
          nothingFoundMessage={t("silentMode.form.noBuildingFound")}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {target === "equipment" && siteId !== null && (
        <MultiSelect
          label={t("silentMode.form.equipment")}
          placeholder={equipmentIds.length === 0 ? t("silentMode.form.equipmentPlaceholder") : undefined}
          description={
            listState(equipment, "equipment") ?? t("silentMode.form.equipmentHint", { max: silenceLimits.maxEquipment })
          }
          inputWrapperOrder={["label", "input", "description", "error"]}
          required
          searchable
          maxValues={silenceLimits.maxEquipment}
          data={(equipment.data ?? []).map((item) => ({
            value: String(item.id),
            label: `${item.tag || item.model.name} · ${item.mac}`,
          }))}
          value={equipmentIds}
          onChange={onEquipmentChange}
          error={errors.equipment_ids}
          disabled={disabled}
          nothingFoundMessage={t("silentMode.form.noEquipmentFound")}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Stack>
  );
}
