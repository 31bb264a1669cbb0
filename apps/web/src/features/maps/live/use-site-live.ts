import { type LiveEquipmentEvent, liveEquipmentEventNames, type SiteMapAnswer } from "@ondine/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiBaseUrl } from "../../../api/client";
import { siteEslsQueryOptions } from "../api/find-site-esls";
import { siteMapQueryOptions } from "../api/get-site-map";
import { applyLiveEquipmentEvent } from "./apply-live-event";

/** Connecting (the first time), live, or reconnecting after the stream broke. */
export type LiveStatus = "connecting" | "live" | "reconnecting";

/** After a stream the browser gave up on (an error answer), a new one is opened after this, doubling up to a minute. */
const reopenDelayMs = { first: 2_000, max: 60_000 } as const;

function parseEquipmentEvent(data: unknown): LiveEquipmentEvent | null {
  try {
    const event = JSON.parse(String(data)) as Partial<LiveEquipmentEvent>;
    if (!Array.isArray(event.changed) || !Array.isArray(event.removed)) return null;
    return { changed: event.changed, removed: event.removed };
  } catch {
    return null;
  }
}

/** Whether the event touches a shelf label: the labels' own list is read again. */
function touchesShelfLabels(map: SiteMapAnswer | undefined, event: LiveEquipmentEvent): boolean {
  if (event.changed.some((item) => item.category === "esl")) return true;
  if (!map || event.removed.length === 0) return false;
  const removed = new Set(event.removed);
  return map.locations.some((building) =>
    building.children.some((floor) => floor.equipment.some((item) => item.category === "esl" && removed.has(item.id))),
  );
}

/**
 * While a site's map is open, its equipment changes arrive as
 * Server-Sent Events (`GET /monitoring/sites/{id}/live`) and are written into
 * the cached site map, so markers, floor buttons and lists follow without a
 * reload. `reset` (changes missed) reads the map again. The browser resumes
 * a broken stream by itself with Last-Event-ID; a stream it gave up on is
 * opened anew after the last change received (`?since=`), or the map read
 * again when none was.
 */
export function useSiteLive(siteId: number | null): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>("connecting");

  useEffect(() => {
    if (siteId === null) return;
    const mapKey = siteMapQueryOptions(siteId).queryKey;
    const eslsKey = siteEslsQueryOptions(siteId).queryKey;
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let delay: number = reopenDelayMs.first;
    let isReopened = false;
    /** The last change received: a stream opened anew resumes after it (`?since=`). */
    let lastChangeId: string | null = null;
    setStatus("connecting");

    const onEquipment = (message: MessageEvent) => {
      const event = parseEquipmentEvent(message.data);
      if (!event) return;
      if (message.lastEventId) lastChangeId = message.lastEventId;
      const before = queryClient.getQueryData(mapKey);
      if (touchesShelfLabels(before, event)) void queryClient.invalidateQueries({ queryKey: eslsKey });
      if (!before) return;
      const { map, isStale } = applyLiveEquipmentEvent(before, event);
      queryClient.setQueryData(mapKey, map);
      if (isStale) void queryClient.invalidateQueries({ queryKey: mapKey });
    };
    const onReset = () => void queryClient.invalidateQueries({ queryKey: mapKey });

    const open = () => {
      const since = lastChangeId === null ? "" : `?since=${encodeURIComponent(lastChangeId)}`;
      const url = `${apiBaseUrl}/monitoring/sites/${siteId}/live${since}`;
      const stream = new EventSource(url, { withCredentials: true });
      source = stream;
      stream.addEventListener(liveEquipmentEventNames.equipment, onEquipment);
      stream.addEventListener(liveEquipmentEventNames.reset, onReset);
      stream.onopen = () => {
        setStatus("live");
        delay = reopenDelayMs.first;
        // Opened anew without a change to resume after: what happened meanwhile is read from the map.
        if (isReopened && lastChangeId === null) onReset();
      };
      stream.onerror = () => {
        setStatus("reconnecting");
        if (stream.readyState !== EventSource.CLOSED) return;
        stream.close();
        isReopened = true;
        reopenTimer = setTimeout(open, delay);
        delay = Math.min(delay * 2, reopenDelayMs.max);
      };
    };
    open();

    return () => {
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, [siteId, queryClient]);

  return status;
}
