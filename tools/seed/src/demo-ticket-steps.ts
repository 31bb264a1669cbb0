import { type TicketStatus, ticketStatus } from "@ondine/domain";
import type { DemoTicketFileName, DemoTicketStory } from "./demo-ticket-stories";
import { demoTicketReminder, demoTicketResumeNote } from "./demo-ticket-stories";
import type { Random } from "./prng";

// The course of a demo ticket, from its opening to the status it ends in:
// who writes what, and how long after the step before. The desk's steps
// count in business minutes (it answers in business hours), the customer's
// in minutes of the clock.

export type TicketParty = "customer" | "desk";

export type TicketStep =
  | { type: "opened"; text: string; file: DemoTicketFileName | undefined }
  | { type: "assigned" }
  /** A public message; with `status`, the status it sets in the same change. */
  | { type: "message"; by: TicketParty; text: string; status?: TicketStatus; file?: DemoTicketFileName }
  /** The desk's internal note. */
  | { type: "note"; text: string; status?: TicketStatus }
  | { type: "status"; by: TicketParty; status: TicketStatus };

export interface PlannedTicketStep {
  step: TicketStep;
  /** Minutes after the step before: business minutes for the desk's steps. */
  afterMinutes: number;
}

/** The party whose clock a step's delay counts in. */
export function partyOf(step: TicketStep): TicketParty {
  if (step.type === "opened") return "customer";
  if (step.type === "assigned" || step.type === "note") return "desk";
  return step.by;
}

/**
 * The steps that lead a ticket on `story` to `status`: every live ticket
 * but a few open ones assigned; the desk's first answer within the 2-hour
 * target three times in four; some tickets through a wait on the customer
 * before their resolution; closed ones by the customer's thanks or by the
 * desk days later. Statuses move as the server moves them: a customer's
 * answer puts a pending ticket back to open, and closes it only when asked
 * in the same message.
 */
export function planTicketSteps(story: DemoTicketStory, status: TicketStatus, random: Random): PlannedTicketStep[] {
  const steps: PlannedTicketStep[] = [
    { step: { type: "opened", text: story.opening, file: story.openingFile }, afterMinutes: 0 },
  ];
  const add = (step: TicketStep, minMinutes: number, maxMinutes: number) =>
    steps.push({ step, afterMinutes: random.int(minMinutes, maxMinutes) });
  const firstAnswerDelay = (): [number, number] => (random.chance(0.75) ? [10, 70] : [150, 900]);

  if (status === ticketStatus.open) {
    if (random.chance(0.5)) add({ type: "assigned" }, 3, 45);
    if (random.chance(0.4)) add({ type: "message", by: "customer", text: demoTicketReminder }, 600, 2880);
    return steps;
  }
  add({ type: "assigned" }, 3, 45);
  const question: TicketStep = { type: "message", by: "desk", text: story.question, status: ticketStatus.pending };
  if (status === ticketStatus.pending && random.chance(0.4)) {
    add(question, ...firstAnswerDelay());
    return steps;
  }
  add(
    { type: "message", by: "desk", text: story.acknowledgement, status: ticketStatus.inProgress },
    ...firstAnswerDelay(),
  );
  if (random.chance(0.5)) add({ type: "note", text: story.note }, 10, 300);
  if (status === ticketStatus.inProgress) return steps;
  if (status === ticketStatus.escalated) {
    add({ type: "note", text: story.escalation, status: ticketStatus.escalated }, 60, 600);
    return steps;
  }
  if (status === ticketStatus.pending) {
    add(question, 60, 600);
    return steps;
  }
  if (random.chance(0.5)) {
    add(question, 60, 600);
    // The customer's answer puts a pending ticket back to open, as the server does.
    add({ type: "message", by: "customer", text: story.answer, status: ticketStatus.open }, 120, 4320);
    add({ type: "note", text: demoTicketResumeNote, status: ticketStatus.inProgress }, 5, 30);
  }
  add(
    { type: "message", by: "desk", text: story.resolution, status: ticketStatus.resolved, file: story.resolutionFile },
    120,
    1440,
  );
  if (status === ticketStatus.closed) {
    if (random.chance(0.6)) {
      add({ type: "message", by: "customer", text: story.thanks, status: ticketStatus.closed }, 60, 2880);
    } else {
      add({ type: "status", by: "desk", status: ticketStatus.closed }, 720, 2400);
    }
  }
  return steps;
}
