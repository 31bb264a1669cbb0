import { describe, expect, it } from "vitest";
import { customerServicePhone, isSchoolServiceOrganism } from "./customer-service-phone";

// As configured (CUSTOMER_SERVICE_PHONE, SCHOOL_SERVICE_PHONE): not the defaults, so the choice is the settings'.
const phones = { default: "+33 4 72 00 00 01", school_service: "+33 4 72 00 00 02" };

describe("customer-service phone on printed coupons (docs/product.md#codes-printing)", () => {
  it.each([
    "Service scolaire de Nantes",
    "SERVICES SCOLAIRES DU RHÔNE",
    "Mairie de Lyon - service-scolaire",
    "School services Brussels",
    "Direction de la Scolarité",
  ])("gives the school hotline to %s", (name) => {
    expect(isSchoolServiceOrganism(name)).toBe(true);
    expect(customerServicePhone(name, phones)).toBe(phones.school_service);
  });

  it.each(["Hôtels Belle Escale", "Campus Horizon Résidences", "Écoles de voile du Ponant", "", null, undefined])(
    "gives the default number to %s",
    (name) => {
      expect(customerServicePhone(name, phones)).toBe(phones.default);
    },
  );
});
