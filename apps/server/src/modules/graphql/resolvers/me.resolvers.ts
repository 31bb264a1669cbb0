import type { GraphqlContext } from "../graphql-context";

/** Who the token or session acts as: the page's example asks for `{ me { email } }`. */
export const meResolvers = {
  Query: {
    me: (_: unknown, __: unknown, { actor }: GraphqlContext) => ({
      id: actor.id,
      email: actor.email,
      firstName: actor.firstName,
      lastName: actor.lastName,
      admin: actor.admin,
      roles: actor.roleFlags,
      readOnly: actor.apiTokenReadOnly,
    }),
  },
};
