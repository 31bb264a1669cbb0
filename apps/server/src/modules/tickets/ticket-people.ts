import { isSupportDesk, roleFlagsFrom, rolesTree, type TicketPerson } from "@ondine/domain";
import type { PersonRecord } from "../users";

/** Whether a user is the support desk's (`isSupportDesk` of their admin flag and roles). */
function isDeskMember(person: Pick<PersonRecord, "id" | "admin" | "roleFlags">): boolean {
  return isSupportDesk({
    id: person.id,
    admin: person.admin,
    roles: rolesTree(roleFlagsFrom(person.roleFlags), person.admin),
  });
}

/** A person as every ticket answer shows them: a name, and whether on the provider's side. */
export function presentPerson(person: PersonRecord): TicketPerson {
  return { id: person.id, name: `${person.firstName} ${person.lastName}`.trim(), staff: isDeskMember(person) };
}
