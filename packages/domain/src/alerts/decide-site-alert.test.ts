import { describe, expect, it } from "vitest";
import { type AlertLevel, alertLevelOf } from "./alert-codes";
import { alertNoiseDefaults } from "./alert-noise-rules";
import { decideSiteAlert, type SiteObservation } from "./decide-site-alert";
import { noteAvailabilityEvent } from "./note-availability-event";
import { quietSiteAlertState, type SiteAlertState } from "./site-alert-state";

const rules = alertNoiseDefaults;
const t0 = new Date("2026-03-02T09:00:00.000Z");
const minutesAfter = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const iso = (minutes: number) => minutesAfter(minutes).toISOString();

/** An availability event, minutes after t0: the site's level from then, and whether it is muted. */
type Event = [minute: number, level: AlertLevel, muted?: boolean];
type Heard = { minute: number; kind: string; level: AlertLevel };

/**
 * Plays the alerts.evaluate job every 15 seconds from t0 to `untilMinute`:
 * notes the events recorded since the last run, then decides on the site's
 * current evaluation (whose `since` is when its level began).
 */
function simulate(events: Event[], untilMinute: number) {
  let state = quietSiteAlertState;
  let observation: SiteObservation = { level: "up", since: minutesAfter(-600), muted: false };
  const heard: Heard[] = [];
  let next = 0;
  for (let tick = 0; tick <= untilMinute * 4; tick++) {
    const minute = tick / 4;
    for (; next < events.length && (events[next]?.[0] ?? Infinity) <= minute; next++) {
      const [at, level, muted = false] = events[next] as Event;
      state = noteAvailabilityEvent(state, { at: minutesAfter(at), level, muted }, rules);
      const since = level === observation.level ? observation.since : minutesAfter(at);
      observation = { level, since, muted };
    }
    const decision = decideSiteAlert(state, observation, minutesAfter(minute), rules);
    state = decision.state;
    if (decision.announcement) heard.push({ minute, ...decision.announcement });
  }
  return { heard, state };
}

const down = (since: number, muted = false): SiteObservation => ({ level: "down", since: minutesAfter(since), muted });
const up = (since: number, muted = false): SiteObservation => ({ level: "up", since: minutesAfter(since), muted });

describe("tolerance", () => {
  it("tells nobody of a one-minute blip", () => {
    expect(
      simulate(
        [
          [0, "down"],
          [1, "up"],
        ],
        60,
      ).heard,
    ).toEqual([]);
  });

  it("announces a level once it has held two minutes, and once only", () => {
    const first = decideSiteAlert(quietSiteAlertState, down(0), minutesAfter(2), rules);
    expect(first.announcement).toEqual({ kind: "down", level: "down" });
    expect(first.state).toMatchObject({ announced: "down", announcedAt: iso(2), repeatedAt: iso(2) });

    expect(decideSiteAlert(first.state, down(0), minutesAfter(2), rules).announcement).toBeNull();
    expect(decideSiteAlert(first.state, down(0), minutesAfter(30), rules).announcement).toBeNull();
  });

  it("does not announce a level one millisecond short of the tolerance", () => {
    const early = new Date(minutesAfter(2).getTime() - 1);
    expect(decideSiteAlert(quietSiteAlertState, down(0), early, rules).announcement).toBeNull();
  });

  it("announces the recovery of an outage once back up for two minutes", () => {
    expect(
      simulate(
        [
          [0, "down"],
          [10, "up"],
          [11, "down"],
          [30, "up"],
        ],
        60,
      ).heard,
    ).toEqual([
      { minute: 2, kind: "down", level: "down" },
      { minute: 32, kind: "recovered", level: "up" },
    ]);
  });
});

describe("levels", () => {
  it("escalates from degraded to down", () => {
    expect(
      simulate(
        [
          [0, "degraded"],
          [10, "down"],
          [30, "up"],
        ],
        60,
      ).heard,
    ).toEqual([
      { minute: 2, kind: "degraded", level: "degraded" },
      { minute: 12, kind: "down", level: "down" },
      { minute: 32, kind: "recovered", level: "up" },
    ]);
  });

  it("announces a down site getting better as degraded", () => {
    expect(
      simulate(
        [
          [0, "down"],
          [10, "degraded"],
        ],
        20,
      ).heard,
    ).toEqual([
      { minute: 2, kind: "down", level: "down" },
      { minute: 12, kind: "degraded", level: "degraded" },
    ]);
  });

  it("counts notReferenced as up, through alertLevelOf", () => {
    const notReferenced: SiteObservation = { level: alertLevelOf("notReferenced"), since: t0, muted: false };
    expect(decideSiteAlert(quietSiteAlertState, notReferenced, minutesAfter(60), rules).announcement).toBeNull();

    const outage = decideSiteAlert(quietSiteAlertState, down(-10), t0, rules).state;
    expect(decideSiteAlert(outage, notReferenced, minutesAfter(2), rules).announcement).toEqual({
      kind: "recovered",
      level: "up",
    });
  });
});

describe("flapping", () => {
  const flaps: Event[] = [
    [0, "down"],
    [1, "up"],
    [2, "down"],
    [3, "up"],
  ];

  it("announces flapping once at the fourth change in 30 minutes, then its settled level after 30 quiet minutes", () => {
    expect(simulate([...flaps, [10, "down"]], 120).heard).toEqual([
      { minute: 3, kind: "flapping", level: "up" },
      { minute: 40, kind: "down", level: "down" },
    ]);
  });

  it("announces the recovery when a flapping site settles up", () => {
    expect(simulate(flaps, 120).heard).toEqual([
      { minute: 3, kind: "flapping", level: "up" },
      { minute: 33, kind: "recovered", level: "up" },
    ]);
  });

  it("keeps flapping while the level keeps changing", () => {
    const { heard, state } = simulate([...flaps, [20, "down"], [40, "up"], [60, "down"]], 89);
    expect(heard).toEqual([{ minute: 3, kind: "flapping", level: "up" }]);
    expect(state).toMatchObject({ flapping: true, announced: "flapping" });
  });

  it("does not count three changes as flapping", () => {
    expect(simulate(flaps.slice(0, 3), 10).heard).toEqual([{ minute: 4, kind: "down", level: "down" }]);
  });

  it("does not flap on the changes of a muted site", () => {
    const muted = flaps.map(([minute, level]): Event => [minute, level, true]);
    expect(simulate([[-1, "up", true], ...muted, [5, "up", false]], 60).heard).toEqual([]);
  });
});

describe("repeat", () => {
  it("announces an outstanding outage again every 4 hours, not before", () => {
    expect(simulate([[0, "down"]], 500).heard).toEqual([
      { minute: 2, kind: "down", level: "down" },
      { minute: 242, kind: "repeat", level: "down" },
      { minute: 482, kind: "repeat", level: "down" },
    ]);

    const announced = decideSiteAlert(quietSiteAlertState, down(0), minutesAfter(2), rules).state;
    const justBefore = new Date(minutesAfter(242).getTime() - 1);
    expect(decideSiteAlert(announced, down(0), justBefore, rules).announcement).toBeNull();
  });

  it("repeats a degraded level too", () => {
    expect(simulate([[0, "degraded"]], 250).heard).toEqual([
      { minute: 2, kind: "degraded", level: "degraded" },
      { minute: 242, kind: "repeat", level: "degraded" },
    ]);
  });
});

describe("silences", () => {
  it("announces a recovery while the site is muted", () => {
    expect(
      simulate(
        [
          [0, "down"],
          [10, "down", true],
          [30, "up", true],
        ],
        60,
      ).heard,
    ).toEqual([
      { minute: 2, kind: "down", level: "down" },
      { minute: 32, kind: "recovered", level: "up" },
    ]);
  });

  it("announces nothing of a muted site that goes down", () => {
    const { heard, state } = simulate(
      [
        [0, "up", true],
        [5, "down", true],
      ],
      600,
    );
    expect(heard).toEqual([]);
    expect(decideSiteAlert(state, down(5, true), minutesAfter(600), rules).nextCheckAt).toBeNull();
  });

  it("announces still_down when the site is not back 15 minutes after the silence ends", () => {
    const { heard } = simulate(
      [
        [0, "up", true],
        [5, "down", true],
        [60, "down", false],
      ],
      400,
    );
    expect(heard).toEqual([
      { minute: 75, kind: "still_down", level: "down" },
      { minute: 315, kind: "repeat", level: "down" },
    ]);

    const state: SiteAlertState = { ...quietSiteAlertState, level: "down", unmutedAt: iso(60) };
    const justBefore = new Date(minutesAfter(75).getTime() - 1);
    expect(decideSiteAlert(state, down(5), justBefore, rules).announcement).toBeNull();
    expect(decideSiteAlert(state, down(5), minutesAfter(75), rules).announcement).toEqual({
      kind: "still_down",
      level: "down",
    });
  });

  it("announces nothing when the site is back 10 minutes after the silence ends", () => {
    const { heard, state } = simulate(
      [
        [0, "up", true],
        [5, "down", true],
        [60, "down", false],
        [70, "up"],
      ],
      120,
    );
    expect(heard).toEqual([]);
    expect(state.unmutedAt).toBeNull();
  });

  it("gives a site down since after the silence's end the after-window tolerance too", () => {
    expect(
      simulate(
        [
          [0, "up", true],
          [60, "up", false],
          [65, "down"],
        ],
        120,
      ).heard,
    ).toEqual([{ minute: 80, kind: "still_down", level: "down" }]);
  });

  it("announces still_down of an outage announced before a long silence, without repeats during it", () => {
    expect(
      simulate(
        [
          [0, "down"],
          [10, "down", true],
          [400, "down", false],
        ],
        420,
      ).heard,
    ).toEqual([
      { minute: 2, kind: "down", level: "down" },
      { minute: 415, kind: "still_down", level: "down" },
    ]);
  });

  it("announces a degraded level still there 15 minutes after a silence as degraded", () => {
    expect(
      simulate(
        [
          [0, "up", true],
          [5, "degraded", true],
          [60, "degraded", false],
        ],
        80,
      ).heard,
    ).toEqual([{ minute: 75, kind: "degraded", level: "degraded" }]);
  });
});

describe("nextCheckAt", () => {
  it("is when a waiting level will have held the tolerance", () => {
    expect(decideSiteAlert(quietSiteAlertState, down(0), minutesAfter(1), rules).nextCheckAt).toEqual(minutesAfter(2));
    const outage = decideSiteAlert(quietSiteAlertState, down(-10), t0, rules).state;
    expect(decideSiteAlert(outage, up(5), minutesAfter(6), rules).nextCheckAt).toEqual(minutesAfter(7));
  });

  it("is the next repeat while a down or degraded level is outstanding", () => {
    const announced = decideSiteAlert(quietSiteAlertState, down(0), minutesAfter(2), rules);
    expect(announced.nextCheckAt).toEqual(minutesAfter(242));
    expect(decideSiteAlert(announced.state, down(0), minutesAfter(100), rules).nextCheckAt).toEqual(minutesAfter(242));
  });

  it("is the end of the after-window tolerance after a silence", () => {
    const state: SiteAlertState = { ...quietSiteAlertState, level: "down", unmutedAt: iso(60) };
    expect(decideSiteAlert(state, down(5), minutesAfter(61), rules).nextCheckAt).toEqual(minutesAfter(75));
    const back: SiteAlertState = { ...state, level: "up" };
    expect(decideSiteAlert(back, up(70), minutesAfter(71), rules).nextCheckAt).toEqual(minutesAfter(85));
  });

  it("is 30 minutes after the last change while flapping", () => {
    const flapping: SiteAlertState = {
      ...quietSiteAlertState,
      changes: [iso(0), iso(1), iso(2), iso(3)],
    };
    const announced = decideSiteAlert(flapping, up(3), minutesAfter(3), rules);
    expect(announced.announcement).toEqual({ kind: "flapping", level: "up" });
    expect(announced.nextCheckAt).toEqual(minutesAfter(33));
    expect(decideSiteAlert(announced.state, up(3), minutesAfter(20), rules).nextCheckAt).toEqual(minutesAfter(33));
  });

  it("is null when nothing is pending", () => {
    expect(decideSiteAlert(quietSiteAlertState, up(0), minutesAfter(60), rules).nextCheckAt).toBeNull();
    const recovered = decideSiteAlert({ ...quietSiteAlertState, announced: "down" }, up(0), minutesAfter(2), rules);
    expect(recovered.announcement).toEqual({ kind: "recovered", level: "up" });
    expect(recovered.nextCheckAt).toBeNull();
  });
});
