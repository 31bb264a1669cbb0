import { type CustomerDisplayField, customerDisplayFields } from "@ondine/domain";
import type { CustomerDocument } from "../api/find-customers";
import { useCustomerFieldText } from "./use-customer-field-text";

/** The fields a guest's card and row show, read as the detail reads them (e-mail only with the newsletter). */
export interface CustomerSummary {
  email: string;
  site: string;
  country: string;
  device: string;
  createdAt: string;
}

export function useCustomerSummary(): (customer: CustomerDocument) => CustomerSummary {
  const text = useCustomerFieldText();
  return (customer) => {
    const fields = new Map<string, CustomerDisplayField>(
      customerDisplayFields(customer).map((field) => [field.name, field]),
    );
    const shownValue = (name: string) => {
      const field = fields.get(name);
      return field ? text.value(field) : "";
    };
    return {
      email: shownValue("email"),
      site: shownValue("site_name"),
      country: shownValue("country"),
      device: shownValue("device"),
      createdAt: shownValue("created_at"),
    };
  };
}
