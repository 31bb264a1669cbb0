import type { CustomerDisplayField } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { countryName, languageDisplayName } from "../../../i18n/display-names";
import { formatDateTime } from "../../../i18n/format-date-time";
import { formatNumber } from "../../../i18n/format-number";

const knownDevices = ["mobile", "tablet", "desktop"] as const;

function isKnownDevice(value: string): value is (typeof knownDevices)[number] {
  return (knownDevices as readonly string[]).includes(value);
}

/** A code a guest's browser sent may not be one Intl knows: shown as sent then. */
function namedOr(code: string, name: (code: string) => string): string {
  try {
    return name(code);
  } catch {
    return code;
  }
}

/** How a guest's field reads: its label and its value in the interface language (docs/product.md#statistics-dashboards). */
export function useCustomerFieldText() {
  const { t } = useTranslation();
  const label = (field: CustomerDisplayField) =>
    field.named ? t(`statisticsDashboards.customers.fields.${field.name}`, { defaultValue: field.name }) : field.name;
  const value = (field: CustomerDisplayField): string => {
    if ("unknown" in field) return t(`statisticsDashboards.customers.unknown.${field.unknown}`);
    const raw = field.value;
    if (typeof raw === "boolean") return raw ? t("statisticsDashboards.yes") : t("statisticsDashboards.no");
    if (typeof raw === "number") return formatNumber(raw);
    if (field.name === "created_at" || /_(at|date)$/.test(field.name)) {
      const time = Date.parse(raw);
      if (!Number.isNaN(time)) return formatDateTime(raw);
    }
    if (field.name === "country") return namedOr(raw, countryName);
    if (field.name === "language") return namedOr(raw, languageDisplayName);
    if (field.name === "device" && isKnownDevice(raw)) return t(`statisticsDashboards.customers.devices.${raw}`);
    return raw;
  };
  return { label, value };
}
