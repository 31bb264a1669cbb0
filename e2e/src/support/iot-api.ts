import type { IotDevice, IotMessage, IotRoom, IotSpare } from "@ondine/domain";
import type { Page } from "playwright-core";

/** A GET of the IoT calls (docs/api.md "Hotel IoT") with the signed-in page's own session. */
async function readIot<Answer>(page: Page, path: string): Promise<Answer> {
  const response = await page.request.get(`/api/iots/sites/${path}`);
  if (!response.ok()) throw new Error(`GET /api/iots/sites/${path} answered ${response.status()}`);
  return (await response.json()) as Answer;
}

/** GET /iots/sites/{id}/rooms, as the page's user reads them. */
export const roomsOfSite = (page: Page, siteId: number) => readIot<IotRoom[]>(page, `${siteId}/rooms`);

/** GET /iots/sites/{id}/spare: the spares free for a replacement. */
export const sparesOfSite = (page: Page, siteId: number) => readIot<IotSpare[]>(page, `${siteId}/spare`);

/** GET /iots/sites/{id}/messages. */
export const messagesOfSite = (page: Page, siteId: number) => readIot<IotMessage[]>(page, `${siteId}/messages`);

/** A device of the site by its serial, with its room, as the server answers now; undefined when none has it. */
export async function deviceBySerial(
  page: Page,
  siteId: number,
  serial: string,
): Promise<{ room: IotRoom; device: IotDevice } | undefined> {
  for (const room of await roomsOfSite(page, siteId)) {
    const device = room.devices.find((candidate) => candidate.serial === serial);
    if (device) return { room, device };
  }
  return undefined;
}
