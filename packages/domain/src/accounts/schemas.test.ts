import { describe, expect, it } from "vitest";
import { fieldErrorsFromZodIssues } from "../errors/api-error-body";
import {
  confirmationBodySchema,
  passwordResetBodySchema,
  signInBodySchema,
  twoFactorCodeBodySchema,
  updatePasswordBodySchema,
} from "./auth-schemas";
import { accountEditBodySchema, userBodySchema } from "./user-schemas";

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.success ? {} : fieldErrorsFromZodIssues(result.error?.issues ?? []);
}

describe("sign-in (docs/product.md#accounts-passwords)", () => {
  it("needs a valid email and a password, and lowercases the email", () => {
    expect(errorsOf(signInBodySchema.safeParse({ email: "", password: "" }))).toEqual({
      email: ["formErrors.required"],
      password: ["formErrors.required"],
    });
    expect(errorsOf(signInBodySchema.safeParse({ email: "nope", password: "x" }))).toEqual({
      email: ["formErrors.email"],
    });
    expect(signInBodySchema.parse({ email: " Claire@Example.FR ", password: "x" }).email).toBe("claire@example.fr");
  });
});

describe("passwords (docs/product.md#accounts-passwords)", () => {
  it("needs at least 8 characters and an equal confirmation", () => {
    const short = { confirmation_token: "t", user: { password: "short", password_confirmation: "short" } };
    expect(errorsOf(confirmationBodySchema.safeParse(short))).toEqual({ "user.password": ["formErrors.min_length"] });
    const empty = { confirmation_token: "t", user: { password: "", password_confirmation: "" } };
    expect(errorsOf(confirmationBodySchema.safeParse(empty))).toEqual({
      "user.password": ["formErrors.required"],
      "user.password_confirmation": ["formErrors.required"],
    });
    const mismatch = { confirmation_token: "t", user: { password: "long enough", password_confirmation: "other one" } };
    expect(errorsOf(confirmationBodySchema.safeParse(mismatch))).toEqual({
      "user.password_confirmation": ["formErrors.equal_to"],
    });
  });

  it("needs the reset token and the old password on change", () => {
    const reset = { user: { password: "long enough", password_confirmation: "long enough", reset_password_token: "" } };
    expect(errorsOf(passwordResetBodySchema.safeParse(reset))).toEqual({
      "user.reset_password_token": ["formErrors.required"],
    });
    const change = { current_password: "", user: { password: "long enough", password_confirmation: "long enough" } };
    expect(errorsOf(updatePasswordBodySchema.safeParse(change))).toEqual({ current_password: ["formErrors.required"] });
  });
});

describe("two-factor code", () => {
  it("says missing or invalid", () => {
    expect(errorsOf(twoFactorCodeBodySchema.safeParse({ code: "" }))).toEqual({ code: ["twoFactor.code_missing"] });
    expect(errorsOf(twoFactorCodeBodySchema.safeParse({ code: "12a456" }))).toEqual({
      code: ["twoFactor.code_invalid"],
    });
    expect(twoFactorCodeBodySchema.parse({ code: " 123456 " }).code).toBe("123456");
  });
});

describe("user form (docs/product.md#accounts-validation)", () => {
  const valid = {
    user: {
      first_name: "Claire",
      last_name: "Martin",
      email: "claire@example.fr",
      country: "FR",
      user_locations_attributes: [{ location_id: 3, location_type: "Organism" }],
    },
  };

  it("accepts a complete user", () => {
    expect(userBodySchema.safeParse(valid).success).toBe(true);
  });

  it("requires names, email, country and a location that is not being removed", () => {
    const body = {
      user: {
        first_name: " ",
        last_name: "",
        email: "bad",
        country: "IT",
        user_locations_attributes: [{ id: 1, location_id: 3, location_type: "Site", _destroy: true }],
      },
    };
    expect(errorsOf(userBodySchema.safeParse(body))).toEqual({
      "user.first_name": ["formErrors.required"],
      "user.last_name": ["formErrors.required"],
      "user.email": ["formErrors.email"],
      "user.country": ["formErrors.required"],
      "user.user_locations_attributes": ["formErrors.locations_required"],
    });
  });

  it("rejects unknown role keys", () => {
    const body = { user: { ...valid.user, roles: { code: 1, superpowers: 1 } } };
    expect(userBodySchema.safeParse(body).success).toBe(false);
  });

  it("requires the salutation in account editing only", () => {
    expect(errorsOf(accountEditBodySchema.safeParse(valid))).toEqual({ "user.salutation": ["formErrors.required"] });
    expect(accountEditBodySchema.safeParse({ user: { ...valid.user, salutation: "mrs" } }).success).toBe(true);
  });
});
