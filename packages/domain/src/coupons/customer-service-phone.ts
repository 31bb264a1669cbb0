/**
 * SPEC §2 print page: the customer-service number printed on every coupon,
 * with a hotline of its own for school-service organisms (school transport,
 * canteens, boarding: organisms whose name says so). Both numbers are in the
 * range ARCEP keeps for fiction (01 99 00 xx xx) until the provider's own are
 * written here.
 */
export const customerServicePhones = {
  default: "+33 1 99 00 20 20",
  schoolService: "+33 1 99 00 30 30",
} as const;

// "Service scolaire", "Services scolaires", "School service(s)", "Scolarité": accents and case aside.
const schoolServicePattern = /\b(services?[\s-]+scolaires?|school[\s-]+services?|scolarite)\b/i;

function withoutAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "");
}

export function isSchoolServiceOrganism(organismName: string | null | undefined): boolean {
  return organismName ? schoolServicePattern.test(withoutAccents(organismName)) : false;
}

/** The number printed on a coupon of this organism. */
export function customerServicePhone(organismName: string | null | undefined): string {
  return isSchoolServiceOrganism(organismName) ? customerServicePhones.schoolService : customerServicePhones.default;
}
