import { describe, expect, it } from "vitest";
import { ApiError } from "../../../../api/api-error";
import { formFieldOf, readAdvertisementSaveError } from "./advertisement-save-error";

describe("formFieldOf", () => {
  it("reads the body's paths as the form's fields", () => {
    expect(formFieldOf("advertisement.public_title.de")).toBe("public_title.de");
    expect(formFieldOf("signature.zh")).toBe("signature.zh");
    expect(formFieldOf("advertisement.locations.3.location_id")).toBe("locations");
    expect(formFieldOf("image.base64")).toBe("image");
    expect(formFieldOf("ends_at")).toBe("ends_at");
    expect(formFieldOf("public_title")).toBeUndefined();
    expect(formFieldOf("_root")).toBeUndefined();
  });
});

describe("readAdvertisementSaveError", () => {
  it("splits a refusal into fields, unauthorized locations, overlaps and the rest", () => {
    const error = new ApiError({
      status: 422,
      code: "INVALID_PARAMETERS",
      message: "invalid",
      errors: {
        "advertisement.content.de": ["advertisements.errors.locale_incomplete"],
        overlapping_advertisements: ["advertisements.errors.overlapping"],
        _root: ["formErrors.invalid"],
      },
      details: {
        error: { code: "unauthorized_locations", message: "no", locations: ["Organism-3"] },
        overlapping_advertisements: [
          { id: null, internal_title: null, starts_at: "2026-12-01", ends_at: "2026-12-02" },
        ],
      },
    });
    expect(readAdvertisementSaveError(error)).toEqual({
      status: 422,
      fieldErrors: { "content.de": ["advertisements.errors.locale_incomplete"] },
      unauthorizedLocations: ["Organism-3"],
      overlapping: [{ id: null, internal_title: null, starts_at: "2026-12-01", ends_at: "2026-12-02" }],
      otherMessages: ["formErrors.invalid"],
    });
  });

  it("reads anything else as a failure with no answer", () => {
    expect(readAdvertisementSaveError(new TypeError("offline"))).toMatchObject({ status: 0, fieldErrors: {} });
  });
});
