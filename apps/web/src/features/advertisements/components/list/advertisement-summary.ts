import type { Advertisement } from "@ondine/domain";

/** Names shown in a row before the rest is counted ("+N"). */
export const shownLocationCount = 2;

export function advertisementLocationsSummary(advertisement: Advertisement): { names: string[]; more: number } {
  const names = advertisement.locations.map((location) => location.name);
  return { names: names.slice(0, shownLocationCount), more: Math.max(names.length - shownLocationCount, 0) };
}

export function advertisementAuthorName(advertisement: Advertisement): string | undefined {
  const user = advertisement.user;
  if (!user) return undefined;
  const name = `${user.firstname} ${user.lastname}`.trim();
  return name === "" ? undefined : name;
}
