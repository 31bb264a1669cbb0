import { describe, expect, it } from "vitest";
import { customerServicePhone, customerServicePhones, isSchoolServiceOrganism } from "./customer-service-phone";

describe("customer-service phone on printed coupons (SPEC §2)", () => {
  it.each([
    "Service scolaire de Nantes",
    "SERVICES SCOLAIRES DU RHÔNE",
    "Mairie de Lyon - service-scolaire",
    "School services Brussels",
    "Direction de la Scolarité",
  ])("gives the school hotline to %s", (name) => {
    expect(isSchoolServiceOrganism(name)).toBe(true);
    expect(customerServicePhone(name)).toBe(customerServicePhones.schoolService);
  });

  it.each(["Hôtels Belle Escale", "Campus Horizon Résidences", "Écoles de voile du Ponant", "", null, undefined])(
    "gives the default number to %s",
    (name) => {
      expect(customerServicePhone(name)).toBe(customerServicePhones.default);
    },
  );
});
