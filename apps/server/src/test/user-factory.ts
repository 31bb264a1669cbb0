import type { LocationType, RoleFlagKey } from "@ondine/domain";
import type { Database } from "../db";
import { userLocations, users } from "../db/schema";
import { hashPassword } from "../security/passwords";

/** The password every test user signs in with unless told otherwise. */
export const testPassword = "correct horse battery";

// argon2 is slow on purpose; tests reuse one hash per password.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let userCount = 0;

export type TestUserValues = {
  /** A fixed id, for tests that look for it in answers; the sequence picks one otherwise. */
  id?: number;
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  admin?: boolean;
  /** Role keys as stored: `RoleFlagKey`s, or anything an old row may hold. */
  roles?: readonly (RoleFlagKey | (string & {}))[];
  /** The assigned locations. */
  locations?: readonly { type: LocationType; id: number }[];
  /** Confirmed (able to sign in) unless false. */
  confirmed?: boolean;
  deleted?: boolean;
  creatorId?: number | null;
};

export type TestUser = { id: number; email: string; password: string };

/** An account that can sign in with `testPassword` (unless unconfirmed or deleted). */
export async function insertUser(db: Database, values: TestUserValues = {}): Promise<TestUser> {
  userCount += 1;
  const email = values.email ?? `user${userCount}@example.test`;
  const password = values.password ?? testPassword;
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({
      id: values.id,
      email,
      firstName: values.firstName ?? `First${userCount}`,
      lastName: values.lastName ?? `Last${userCount}`,
      passwordHash: await hashOnce(password),
      admin: values.admin ?? false,
      roleFlags: [...(values.roles ?? [])],
      creatorId: values.creatorId ?? null,
      confirmedAt: values.confirmed === false ? null : now,
      deletedAt: values.deleted ? now : null,
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error("insertUser: no row returned");
  const locations = values.locations ?? [];
  if (locations.length > 0) {
    await db.insert(userLocations).values(
      locations.map((location) => ({
        userId: row.id,
        organismId: location.type === "Organism" ? location.id : null,
        siteId: location.type === "Site" ? location.id : null,
      })),
    );
  }
  return { ...row, password };
}
