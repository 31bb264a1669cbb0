import { describe, expect, it } from "vitest";
import { privateSpaceBulkSchema } from "../private-wifi/private-wifi-schemas";
import { fieldErrorsFromZodIssues } from "./api-error-body";

describe("field errors from a zod failure", () => {
  const errorsOf = (selection: unknown) => {
    const result = privateSpaceBulkSchema.safeParse({ action: "delete", selection, expected: 1 });
    return result.success ? {} : fieldErrorsFromZodIssues(result.error.issues);
  };

  it("names the field at fault inside a union whose options all refuse the value", () => {
    expect(errorsOf({ matching: { q: "a\u0000b" } })).toEqual({
      "selection.matching.q": ["formErrors.invalid_character"],
    });
    expect(errorsOf({ ids: [3, "x"] })).toEqual({ "selection.ids.1": ["formErrors.invalid"] });
  });

  it("names the union itself when no option reads into the value", () => {
    expect(Object.keys(errorsOf("everything"))).toEqual(["selection"]);
  });
});
