import type { TFunction } from "i18next";
import type { CustomerDocument } from "../api/find-customers";

/** "Jeanne Martin", or the unknown-name label when the guest gave none (docs/product.md#statistics-dashboards). */
export function customerName(customer: CustomerDocument, t: TFunction): string {
  const parts = [customer.first_name, customer.last_name].filter(
    (part): part is string => typeof part === "string" && part.trim() !== "",
  );
  return parts.length > 0 ? parts.join(" ") : t("statisticsDashboards.customers.unknown.name");
}
