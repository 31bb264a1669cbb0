import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error";
import { nestBracketFields } from "./bracket-fields";

describe("bracket-notation form fields", () => {
  it("nests fields, indexes becoming lists in index order", () => {
    expect(
      nestBracketFields({
        "user[first_name]": "Anne",
        "user[roles][code]": "1",
        "user[user_locations_attributes][1][location_id]": "9",
        "user[user_locations_attributes][0][location_id]": "7",
        "user[user_locations_attributes][0][location_type]": "Site",
        plain: "x",
      }),
    ).toEqual({
      user: {
        first_name: "Anne",
        roles: { code: "1" },
        user_locations_attributes: [{ location_id: "7", location_type: "Site" }, { location_id: "9" }],
      },
      plain: "x",
    });
  });

  it("reads name[] as a list, whether sent once or several times", () => {
    expect(nestBracketFields({ "tags[]": "a" })).toEqual({ tags: ["a"] });
    expect(nestBracketFields({ "filter[tags][]": ["a", "b"] })).toEqual({ filter: { tags: ["a", "b"] } });
  });

  it("refuses names it cannot read and names reaching the object prototype", () => {
    expect(() => nestBracketFields({ "user[name": "x" })).toThrow(AppError);
    expect(() => nestBracketFields({ "a[][b]": "x" })).toThrow(AppError);
    expect(() => nestBracketFields({ "user[__proto__][admin]": "true" })).toThrow(AppError);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
