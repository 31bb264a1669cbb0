import { searchResultWindow } from "@ondine/domain";
import { type Column, type SQL, sql } from "drizzle-orm";
import { organisms, sites, userLocations, users } from "../../../db/schema";
import { userVisibleTo } from "../../users";
import {
  columnField,
  expressionField,
  type FieldType,
  type IndexMapping,
  listField,
  type SqlType,
} from "./index-mapping";

const creator = sql.identifier("creator");

/** One of the account's assigned locations: its id or its name, for `organism_ids`, `site_names`... */
function assignedLocationList(type: FieldType, sqlType: SqlType, idColumn: Column, element: SQL, join: SQL) {
  const from = sql`${userLocations} ${join}`;
  const where = sql`${userLocations.userId} = ${users.id} and ${idColumn} is not null`;
  return listField(type, sqlType, element, {
    from,
    where,
    source: sql`array(select ${element} from ${from} where ${where} order by ${element})`,
  });
}

/**
 * Console accounts (docs/product.md#accounts-users), for the users dashboard: only
 * the accounts the caller can know of (docs/security.md "Tenancy",
 * `userVisibleTo`). Password hashes, tokens and lockout counters are no fields.
 */
export const centerUsersIndex: IndexMapping = {
  name: "center_users",
  from: () => sql`${users}`,
  joins: { creator: sql`left join ${users} as ${creator} on ${creator}.${sql.identifier("id")} = ${users.creatorId}` },
  inScope: ({ actor, scope }) => userVisibleTo(actor, scope),
  id: sql`${users.id}::text`,
  docOrder: sql`${users.id}`,
  docOrderType: "integer",
  maxSize: searchResultWindow,
  fields: {
    id: columnField("number", users.id),
    email: columnField("text", users.email),
    first_name: columnField("text", users.firstName),
    last_name: columnField("text", users.lastName),
    admin: columnField("boolean", users.admin),
    state: expressionField(
      "keyword",
      "text",
      sql`(case when ${users.deletedAt} is not null then 'deactivated' when ${users.confirmedAt} is null then 'unconfirmed' else 'confirmed' end)`,
      { nullable: false },
    ),
    function: columnField("text", users.function),
    country: columnField("keyword", users.country),
    language: columnField("keyword", users.language),
    created_at: columnField("date", users.createdAt),
    confirmed_at: columnField("date", users.confirmedAt),
    deleted_at: columnField("date", users.deletedAt),
    current_sign_in_at: columnField("date", users.currentSignInAt),
    creator_id: columnField("number", users.creatorId),
    creator_email: expressionField("keyword", "text", sql`${creator}.${sql.identifier("email")}`, {
      nullable: true,
      join: "creator",
    }),
    roles: listField("keyword", "text", sql`${sql.identifier("role_flag")}`, {
      from: sql`unnest(${users.roleFlags}) as ${sql.identifier("role_flag")}`,
      where: sql`true`,
      source: sql`${users.roleFlags}`,
    }),
    organism_ids: assignedLocationList(
      "number",
      "integer",
      userLocations.organismId,
      sql`${userLocations.organismId}`,
      sql``,
    ),
    site_ids: assignedLocationList("number", "integer", userLocations.siteId, sql`${userLocations.siteId}`, sql``),
    organism_names: assignedLocationList(
      "text",
      "text",
      userLocations.organismId,
      sql`${organisms.name}`,
      sql`join ${organisms} on ${organisms.id} = ${userLocations.organismId}`,
    ),
    site_names: assignedLocationList(
      "text",
      "text",
      userLocations.siteId,
      sql`${sites.name}`,
      sql`join ${sites} on ${sites.id} = ${userLocations.siteId}`,
    ),
  },
};
