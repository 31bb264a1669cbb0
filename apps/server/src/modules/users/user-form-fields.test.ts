import { userBodySchema } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { nestBracketFields } from "../../plugins/bracket-fields";
import { userBodyFromFormFields } from "./user-form-fields";

describe("the user form as multipart fields", () => {
  it("reads as the JSON body would", () => {
    const form = nestBracketFields({
      "user[first_name]": "Anne",
      "user[last_name]": "Morel",
      "user[email]": "Anne.Morel@example.fr",
      "user[country]": "FR",
      "user[admin]": "false",
      "user[roles][code]": "1",
      "user[roles][events]": "0",
      "user[user_locations_attributes][0][location_id]": "7",
      "user[user_locations_attributes][0][location_type]": "Site",
      "user[user_locations_attributes][1][id]": "3",
      "user[user_locations_attributes][1][location_id]": "8",
      "user[user_locations_attributes][1][location_type]": "Organism",
      "user[user_locations_attributes][1][_destroy]": "1",
    });
    expect(userBodySchema.parse(userBodyFromFormFields(form))).toEqual({
      user: {
        first_name: "Anne",
        last_name: "Morel",
        email: "anne.morel@example.fr",
        country: "FR",
        admin: false,
        roles: { code: 1, events: 0 },
        user_locations_attributes: [
          { location_id: 7, location_type: "Site" },
          { id: 3, location_id: 8, location_type: "Organism", _destroy: true },
        ],
      },
    });
  });

  it("leaves values it cannot read for the schema to refuse", () => {
    const form = { user: { admin: "maybe", roles: { code: "2" }, user_locations_attributes: [{ location_id: "x" }] } };
    expect(userBodyFromFormFields(form)).toEqual({
      user: { admin: "maybe", roles: { code: 2 }, user_locations_attributes: [{ location_id: "x" }] },
    });
    expect(userBodyFromFormFields("text")).toBe("text");
  });
});
