import type { Database } from "../../db";
import type { ActorLocation } from "./actor";
import * as sessionsRepository from "./sessions.repository";

/** The organisms and sites assigned to a user, as an actor carries them (users reads a target's this way). */
export function findLocationRefs(db: Database, userId: number): Promise<ActorLocation[]> {
  return sessionsRepository.findLocationRefs(db, userId);
}
