import { describe, expect, it } from "vitest";
import { choicesOfAnswer, haveSameChoices, subscriptionsUpdateOf, withChoice } from "./subscription-choices";
import { subscriptionSite } from "./testing/alert-fixtures";

describe("alert choices being edited (docs/alerts.md#subscriptions)", () => {
  const saved = choicesOfAnswer([
    subscriptionSite({ site_id: 1, levels: ["recovered", "down"] }),
    subscriptionSite({ site_id: 2, levels: [] }),
  ]);

  it("send only the sites with a level, each level once in the choices' order", () => {
    const edited = withChoice(withChoice(saved, [1, 2], "down", true), [2], "degraded", true);
    expect(subscriptionsUpdateOf(edited)).toEqual({
      subscriptions: [
        { site_id: 1, levels: ["down", "recovered"] },
        { site_id: 2, levels: ["down", "degraded"] },
      ],
    });
    expect(subscriptionsUpdateOf(withChoice(saved, [1], "down", false))).toEqual({
      subscriptions: [{ site_id: 1, levels: ["recovered"] }],
    });
  });

  it("read as unchanged when every box is back as saved", () => {
    const toggled = withChoice(saved, [2], "degraded", true);
    expect(haveSameChoices(toggled, saved)).toBe(false);
    expect(haveSameChoices(withChoice(toggled, [2], "degraded", false), saved)).toBe(true);
  });
});
