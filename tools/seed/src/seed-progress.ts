import type { DemoData } from "./generate-demo-data";
import type { ActivityCounts, DemoCounts } from "./insert-demo-data";

const interval = 5_000;
const number = new Intl.NumberFormat("en-GB");

/** A progress line at most every five seconds: the large set takes minutes (docs/decisions.md#habits: long work shows progress). */
export function progressPrinter(data: DemoData, print: (line: string) => void): (counts: ActivityCounts) => void {
  const started = performance.now();
  let printed = started;
  return (counts) => {
    const at = performance.now();
    if (at - printed < interval) return;
    printed = at;
    const seconds = Math.round((at - started) / 1000);
    print(
      `  ${seconds} s: coupons ${number.format(counts.coupons)}/${number.format(data.scale.coupons)}, ` +
        `guests ${number.format(counts.guestUsers)}/${number.format(data.scale.guestUsers)}, ` +
        `end users ${number.format(counts.endUsers)}/${number.format(data.scale.endUsers)}`,
    );
  };
}

export function describeDemoData(data: DemoData, counts: DemoCounts, seconds: number): string {
  const n = (value: number) => number.format(value);
  const { monitoring, iot, casts, announcements, tickets, alerts, privateWifi } = counts;
  return (
    `Demo data (seed ${data.seed}, scale ${data.scale.name}) in ${seconds.toFixed(1)} s: ` +
    `${n(data.organisms.length)} organisms, ${n(data.sites.length)} sites, ${n(data.buildings.length)} buildings, ` +
    `${n(data.floors.length)} floors, ${n(data.users.length)} accounts, ${n(data.offers.length)} offers, ` +
    `${n(counts.coupons)} coupons, ${n(counts.connectionCodes)} connection codes, ${n(counts.purchases)} purchases, ` +
    `${n(counts.guestUsers)} guests, ${n(counts.endUsers)} end users, ${n(counts.maintenanceEvents)} events, ` +
    `${n(counts.maintenanceInterventions)} interventions; ` +
    `${n(monitoring.equipment)} pieces of equipment, ${n(monitoring.lines)} lines, ${n(monitoring.collectors)} collectors, ` +
    `${n(monitoring.trafficSamples)} traffic samples, ${n(monitoring.trafficHourly)} hourly and ` +
    `${n(monitoring.trafficDaily)} daily roll-ups, ${n(monitoring.bandwidthSamples)} bandwidth samples, ` +
    `${n(monitoring.speedtests)} speed tests; ` +
    `hotel IoT: ${n(iot.rooms)} rooms, ${n(iot.devices)} sticks and TVs, ${n(iot.spares)} spares, ` +
    `${n(iot.messages)} welcome messages, ${n(iot.commands)} past commands, ` +
    `${n(casts.events)} casts and ${n(casts.days)} daily cast roll-ups; ` +
    `${n(announcements.announcements)} portal announcements with ${n(announcements.images)} pictures; ` +
    `${n(tickets.tickets)} support tickets, ${n(tickets.messages)} messages, ${n(tickets.attachments)} attachments, ` +
    `${n(tickets.history)} history entries; ` +
    `${n(alerts.availabilityEvents)} availability events, ${n(alerts.silenceWindows)} silence windows, ` +
    `${n(alerts.subscriptions)} alert subscriptions, ${n(alerts.announcements)} alerts and ` +
    `${n(alerts.notifications)} notifications; ` +
    `${n(privateWifi.spaces)} private Wi-Fi spaces with ${n(privateWifi.devices)} devices and ` +
    `${n(privateWifi.imports)} CSV import${privateWifi.imports === 1 ? "" : "s"}; ` +
    `${n(counts.siteToolRuns)} past speed tests and diagnoses.`
  );
}
