/** The product (docs/product.md#announcements) spells the base this way; the server answers it as is (a correctly spelled alias exists, not used here). */
export const advertisementsApiPath = "/portal_annoucements";
