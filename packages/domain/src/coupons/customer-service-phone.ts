import { z } from "zod";

/**
 * docs/product.md#codes-printing print page: the customer-service number printed on every coupon,
 * with a hotline of its own for school-service organisms (school transport,
 * canteens, boarding: organisms whose name says so). Both are server
 * settings (`CUSTOMER_SERVICE_PHONE`, `SCHOOL_SERVICE_PHONE`, README
 * "Settings") the console reads from `GET /api/config/public`.
 */
export const customerServicePhonesSchema = z.object({ default: z.string(), school_service: z.string() });
export type CustomerServicePhones = z.infer<typeof customerServicePhonesSchema>;

/** The settings' defaults: numbers in the range ARCEP keeps for fiction (01 99 00 xx xx). */
export const defaultCustomerServicePhones: CustomerServicePhones = {
  default: "+33 1 99 00 20 20",
  school_service: "+33 1 99 00 30 30",
};

// "Service scolaire", "Services scolaires", "School service(s)", "Scolarité": accents and case aside.
const schoolServicePattern = /\b(services?[\s-]+scolaires?|school[\s-]+services?|scolarite)\b/i;

function withoutAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "");
}

export function isSchoolServiceOrganism(organismName: string | null | undefined): boolean {
  return organismName ? schoolServicePattern.test(withoutAccents(organismName)) : false;
}

/** The number printed on a coupon of this organism, among the configured ones. */
export function customerServicePhone(organismName: string | null | undefined, phones: CustomerServicePhones): string {
  return isSchoolServiceOrganism(organismName) ? phones.school_service : phones.default;
}
