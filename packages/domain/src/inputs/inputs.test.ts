import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrorsFromZodIssues } from "../errors/api-error-body";
import { pathIdParamsSchema, requiredRowIdTextSchema, rowIdSchema, rowIdTextSchema } from "./id-schema";
import { instantSchema, unixSecondsSchema } from "./instant-schema";
import { emailSchema, requiredTextSchema, textSchema, verbatimTextSchema } from "./text-schema";

function messagesOf(schema: z.ZodType, value: unknown) {
  return fieldErrorsFromZodIssues(schema.safeParse(value).error?.issues ?? [])._root ?? [];
}

describe("the text schema", () => {
  it("refuses a NUL character with its own message, wherever it is", () => {
    for (const schema of [textSchema(100), requiredTextSchema(100), verbatimTextSchema(100), emailSchema]) {
      expect(messagesOf(schema, "a\u0000b")).toEqual(["formErrors.invalid_character"]);
      expect(messagesOf(schema, "\u0000")).toEqual(["formErrors.invalid_character"]);
    }
  });

  it("caps the length once trimmed, and requires what is required", () => {
    expect(textSchema(5).parse("  abcde  ")).toBe("abcde");
    expect(messagesOf(textSchema(5), "abcdef")).toEqual(["formErrors.max_length"]);
    expect(textSchema(5).parse("")).toBe("");
    expect(messagesOf(requiredTextSchema(5), "   ")).toEqual(["formErrors.required"]);
    expect(messagesOf(requiredTextSchema(5), 12)).toEqual(["formErrors.required"]);
    expect(verbatimTextSchema(11).parse(" pass word ")).toBe(" pass word ");
    expect(messagesOf(verbatimTextSchema(10), "x".repeat(11))).toEqual(["formErrors.max_length"]);
  });

  it("takes an e-mail of at most 254 characters, in lower case", () => {
    const at254 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.fr`;
    expect(at254).toHaveLength(254);
    expect(emailSchema.parse(` ${at254.toUpperCase()} `)).toBe(at254);
    expect(messagesOf(emailSchema, `x${at254}`)).toEqual(["formErrors.max_length"]);
    expect(messagesOf(emailSchema, `${"a".repeat(1_000_000)}@example.test`)).toEqual(["formErrors.max_length"]);
  });
});

describe("the id schema", () => {
  it("takes positive 32-bit integers only", () => {
    expect(rowIdSchema.parse(2_147_483_647)).toBe(2_147_483_647);
    for (const wrong of [2_147_483_648, 99_999_999_999, 0, -1, 1.5, "3", Number.NaN]) {
      expect(messagesOf(rowIdSchema, wrong)).toEqual(["formErrors.invalid"]);
    }
    expect(messagesOf(rowIdSchema, undefined)).toEqual(["formErrors.required"]);
  });

  it("reads query strings and paths as text", () => {
    expect(rowIdTextSchema.parse("42")).toBe(42);
    expect(rowIdTextSchema.parse("")).toBeUndefined();
    expect(messagesOf(rowIdTextSchema, "99999999999")).toEqual(["formErrors.invalid"]);
    expect(messagesOf(rowIdTextSchema, "1e3x")).toEqual(["formErrors.invalid"]);
    expect(messagesOf(requiredRowIdTextSchema, undefined)).toEqual(["formErrors.required"]);
    expect(pathIdParamsSchema.safeParse({ id: "2147483648" }).success).toBe(false);
    expect(pathIdParamsSchema.parse({ id: "7" })).toEqual({ id: 7 });
  });
});

describe("the date bounds", () => {
  it("take instants from 1970 to 2100 only", () => {
    expect(instantSchema.parse("2026-07-14T08:00:00+02:00")).toEqual(new Date("2026-07-14T06:00:00Z"));
    expect(instantSchema.parse("1970-01-01T00:00:00Z")).toEqual(new Date(0));
    expect(messagesOf(instantSchema, "0000-01-01T00:00:00Z")).toEqual(["formErrors.range_date"]);
    expect(messagesOf(instantSchema, "2101-01-01T00:00:00Z")).toEqual(["formErrors.range_date"]);
    expect(messagesOf(instantSchema, "yesterday")).toEqual(["formErrors.invalid"]);
    expect(messagesOf(instantSchema, `2026-07-14T08:00:00Z${"0".repeat(100)}`)).toEqual(["formErrors.invalid"]);
  });

  it("bound unix seconds too", () => {
    expect(unixSecondsSchema.parse("0")).toBe(0);
    expect(unixSecondsSchema.safeParse("253402300799").success).toBe(false);
  });
});
