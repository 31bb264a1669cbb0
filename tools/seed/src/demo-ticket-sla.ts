import { type BusinessCalendar, type SlaTarget, type SlaTimeline, type TicketSla, ticketSla } from "@ondine/domain";

/** An SLA target by the name the tickets' `sla_notified` and history's `sla_breached` give it. */
export type SlaTargetName = "first_response" | "resolution";
const targetNames: readonly SlaTargetName[] = ["first_response", "resolution"];

export interface DemoTicketSla {
  sla: TicketSla;
  /** When each breached target fell due: the SLA check told the desk then, so the seed writes it in the history. */
  breaches: { target: SlaTargetName; at: Date }[];
}

/** The timeline as it stood at `at`: what happened after is not known yet. */
function timelineAt(timeline: SlaTimeline, at: Date): SlaTimeline {
  return {
    openedAt: timeline.openedAt,
    firstResponseAt: timeline.firstResponseAt && timeline.firstResponseAt <= at ? timeline.firstResponseAt : null,
    statusChanges: timeline.statusChanges.filter((change) => change.at <= at),
  };
}

/**
 * A demo ticket's SLA at `now` through the domain's clock, and when each
 * breached target fell due. The clock runs unchanged between two of the
 * ticket's events, so a target breached by an event (or by `now`) fell due
 * at the due time read at the event before.
 */
export function demoTicketSla(
  calendar: BusinessCalendar,
  target: SlaTarget,
  timeline: SlaTimeline,
  now: Date,
): DemoTicketSla {
  const moments = [
    ...new Set(
      [...timeline.statusChanges.map((change) => change.at), timeline.firstResponseAt, now]
        .filter((moment): moment is Date => moment !== null && moment <= now)
        .map((moment) => moment.getTime()),
    ),
  ]
    .sort((a, b) => a - b)
    .map((time) => new Date(time));
  const breaches: DemoTicketSla["breaches"] = [];
  let before: TicketSla | undefined;
  for (const moment of moments) {
    const sla = ticketSla(calendar, target, timelineAt(timeline, moment), moment);
    for (const name of targetNames) {
      if (!sla[name].breached || breaches.some((breach) => breach.target === name)) continue;
      const dueAt = before?.[name].due_at;
      breaches.push({ target: name, at: dueAt ? new Date(dueAt) : moment });
    }
    before = sla;
  }
  return { sla: ticketSla(calendar, target, timeline, now), breaches };
}
