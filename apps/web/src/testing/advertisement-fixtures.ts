import { type Advertisement, advertisementSchema } from "@ondine/domain";

/**
 * An announcement as the server answers it: a current one in French and
 * English on the test user's site 12, by Claire Martin. A test names the
 * fields it asserts on. Built through the route's answer schema: a
 * fixture the server could not answer fails where it is made.
 */
export function advertisementFixture(fields: Partial<Advertisement> & Pick<Advertisement, "id">): Advertisement {
  return advertisementSchema.parse({
    internal_title: `Annonce ${fields.id}`,
    public_title: { fr: "Petit-déjeuner", en: "Breakfast" },
    content: { fr: "Servi de 7 h à 10 h.", en: "Served from 7 to 10 am." },
    signature: { fr: "La direction", en: "The management" },
    starts_at: "2026-11-20",
    ends_at: "2026-11-30",
    fallback_language: "fr",
    state: "current",
    image: null,
    locations: [{ location_id: 12, location_type: "Site", name: "Hôtel Nantes" }],
    user: { firstname: "Claire", lastname: "Martin" },
    created_at: "2026-11-19T09:00:00.000Z",
    updated_at: "2026-11-19T09:00:00.000Z",
    ...fields,
  });
}
