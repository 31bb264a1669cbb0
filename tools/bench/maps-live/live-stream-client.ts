import { type ClientRequest, get } from "node:http";

export type LiveStreamClient = {
  /** Resolves once the stream's first block (retry and id) has come: the stream is subscribed. */
  readonly ready: Promise<void>;
  close(): void;
};

/**
 * A browser's live map, reduced to what the benchmark times: one connection
 * of its own to `url`, the SSE stream cut into blocks, each `equipment`
 * event's data handed to `onEquipment` with the moment it was read.
 */
export function openLiveStream(
  url: string,
  cookie: string,
  onEquipment: (data: string, receivedAt: number) => void,
): LiveStreamClient {
  let request: ClientRequest | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    request = get(url, { headers: { cookie, accept: "text/event-stream" }, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`${url} answered ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding("utf8");
      let buffered = "";
      response.on("data", (chunk: string) => {
        const receivedAt = performance.now();
        buffered += chunk;
        let end = buffered.indexOf("\n\n");
        while (end !== -1) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          end = buffered.indexOf("\n\n");
          if (block.startsWith("retry:")) resolve();
          const lines = block.split("\n");
          if (!lines.includes("event: equipment")) continue;
          const data = lines.filter((line) => line.startsWith("data: ")).map((line) => line.slice(6));
          onEquipment(data.join("\n"), receivedAt);
        }
      });
    });
    request.on("error", reject);
  });
  return { ready, close: () => request?.destroy() };
}
