import type { DatabaseEngine } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { beforeEach } from "vitest";
import type { Database } from "../db";
import { type TestApp, type UseTestAppOptions, useTestApp } from "./use-test-app";

/** What a module's fixture hands a test: the test app, plus a fresh world and its people signed in. */
export type WorldTestApp<World, Sessions> = TestApp & {
  readonly world: World;
  readonly as: Sessions;
  /** Signs the world's people in again (after the clock moved past their sessions). */
  signInAgain(): Promise<void>;
};

export type UseWorldAppOptions<World, Sessions> = UseTestAppOptions & {
  /** The fixture's name, for the error when the world is read outside a test or a hook. */
  name: string;
  insertWorld(db: Database): Promise<World>;
  signIn(app: FastifyInstance, world: World): Promise<Sessions>;
};

/**
 * `useTestApp`, and before each test a fresh world of the module's rows with its
 * people signed in: the part every module's fixture (`useSiteToolsApp`,
 * `usePrivateWifiApp`, `useSilenceApp`, `useTicketsApp`) shares. Call it once at
 * the top of a `describe`; read `world` and `as` inside tests and hooks.
 */
export function useWorldApp<World, Sessions>(
  engine: DatabaseEngine,
  options: UseWorldAppOptions<World, Sessions>,
): WorldTestApp<World, Sessions> {
  const { name, insertWorld, signIn, ...testAppOptions } = options;
  const t = useTestApp(engine, testAppOptions);
  let world: World | undefined;
  let as: Sessions | undefined;

  beforeEach(async () => {
    world = await insertWorld(t.db);
    as = await signIn(t.app, world);
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${name}: ${what} is only there inside a test or a hook`);
    return value;
  };
  return {
    get app() {
      return t.app;
    },
    get clock() {
      return t.clock;
    },
    get database() {
      return t.database;
    },
    get db() {
      return t.db;
    },
    close: () => t.close(),
    get world() {
      return need(world, "the world");
    },
    get as() {
      return need(as, "the sessions");
    },
    async signInAgain() {
      as = await signIn(t.app, need(world, "the world"));
    },
  };
}

/**
 * The fixture's own calls beside the shared ones: `extras`' getters and methods
 * are kept as they are (read when used, not when the fixture is made).
 */
export function withFixtureExtras<Base extends object, Extras extends object>(
  base: Base,
  extras: Extras,
): Base & Extras {
  return Object.defineProperties(base, Object.getOwnPropertyDescriptors(extras)) as Base & Extras;
}
