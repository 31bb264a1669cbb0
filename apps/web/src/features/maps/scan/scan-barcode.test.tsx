import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { mockApi } from "../../../testing/mock-api";
import { onAPhone } from "../../../testing/on-a-phone";
import { renderComponent } from "../../../testing/render-component";
import { FindEquipment } from "../components/find-equipment";
import { searchHit } from "../testing/maps-fixtures";

// ZXing as the test plays it: a reader whose scan reads `zxing.text` on its first frame. Mocked anew
// in each test (vi.doMock after vi.resetModules), so `zxing.loads` counts that test's imports alone.
const zxing = { loads: 0, readers: 0, text: "", formats: [] as unknown[] };
function mockZxing() {
  vi.doMock("@zxing/browser", () => {
    zxing.loads += 1;
    return {
      BarcodeFormat: { QR_CODE: 11, CODE_128: 4, CODE_39: 2, DATA_MATRIX: 5, EAN_13: 7 },
      BrowserMultiFormatReader: class {
        constructor() {
          zxing.readers += 1;
        }
        set possibleFormats(formats: unknown[]) {
          zxing.formats = formats;
        }
        scan(_video: HTMLVideoElement, onResult: (result: unknown, error: unknown, controls: unknown) => void) {
          const controls = { stop: vi.fn() };
          setTimeout(() => onResult({ getText: () => zxing.text }, undefined, controls), 0);
          return controls;
        }
      },
    };
  });
}

/** A camera whose one track records being stopped. */
function fakeCamera() {
  const track = { kind: "video", stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => stream);
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  return { track, getUserMedia };
}

/** The browser's BarcodeDetector: it supports `supported`, and its looks at the video find `reads` in turn. */
function fakeBarcodeDetector(supported: string[], reads: string[][]) {
  const created: { formats: string[] }[] = [];
  const detect = vi.fn(async () => (reads.shift() ?? []).map((rawValue) => ({ rawValue })));
  vi.stubGlobal(
    "BarcodeDetector",
    class {
      static getSupportedFormats = async () => supported;
      detect = detect;
      constructor(options: { formats: string[] }) {
        created.push(options);
      }
    },
  );
  return { created, detect };
}

async function renderFind(answers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(answers);
  const onFind = vi.fn();
  const queryClient = createQueryClient();
  await renderComponent(
    <QueryClientProvider client={queryClient}>
      <FindEquipment onFind={onFind} />
    </QueryClientProvider>,
  );
  return { api, onFind, queryClient };
}

const ok = (body: unknown) => ({ status: 200, body });
const scanButton = () => screen.getByRole("button", { name: "Scan a barcode" });

describe("scanning an access point's label in the find box (docs/product.md#maps-screen)", { timeout: 20_000 }, () => {
  beforeEach(() => {
    onAPhone();
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    zxing.loads = 0;
    zxing.readers = 0;
    zxing.formats = [];
    vi.resetModules();
    mockZxing();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, "mediaDevices");
  });

  it("reads a label's serial with the browser's detector, searches it, opens the one hit and stops the camera", async () => {
    const camera = fakeCamera();
    const detector = fakeBarcodeDetector(["qr_code", "ean_13", "aztec"], [[], ["SN:SN-21;MODEL:AP-305"]]);
    const hit = searchHit();
    const { api, onFind } = await renderFind({ "GET /monitoring/equipment/search": ok([hit]) });
    const user = userEvent.setup();

    await user.click(scanButton());
    const dialog = await screen.findByRole("dialog", { name: "Scan a barcode" });
    expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: "environment" }, audio: false });
    expect(within(dialog).getByRole("status")).toHaveTextContent(
      /^(Allow the camera when your browser asks for it\.|Point the camera at the label's barcode or QR code\.)$/,
    );
    // Only the label formats the browser reads are asked of it.
    await waitFor(() => expect(detector.created).toEqual([{ formats: ["qr_code", "ean_13"] }]));

    await waitFor(() => expect(onFind).toHaveBeenCalledWith(hit));
    expect(camera.track.stop).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.callsTo("GET /monitoring/equipment/search").map((call) => call.query.get("q"))).toEqual(["SN-21"]);
    // Opened as a click on it would: the box is emptied.
    expect(screen.getByRole("textbox", { name: "Find equipment" })).toHaveValue("");
    expect(detector.detect).toHaveBeenCalledTimes(2);
    expect(zxing.loads).toBe(0);
    expect(zxing.readers).toBe(0);
  });

  it("leaves several hits listed under the scanned MAC, written as equipment stores it", async () => {
    fakeCamera();
    fakeBarcodeDetector(["qr_code", "code_128"], [["AABB.CC00.0021"]]);
    const { api, onFind } = await renderFind({
      "GET /monitoring/equipment/search": ok([searchHit(), searchHit({ id: 22, tag: "Spa" })]),
    });

    await userEvent.setup().click(scanButton());
    expect(await screen.findByRole("option", { name: /Spa/ })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: /Chambres 1/ })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Find equipment" })).toHaveValue("aa:bb:cc:00:00:21");
    expect(api.callsTo("GET /monitoring/equipment/search").at(-1)?.query.get("q")).toBe("aa:bb:cc:00:00:21");
    expect(onFind).not.toHaveBeenCalled();
  });

  it("says the camera was refused, and closes with Cancel or Escape", async () => {
    const camera = fakeCamera();
    camera.getUserMedia.mockRejectedValue(new DOMException("Permission denied", "NotAllowedError"));
    fakeBarcodeDetector(["qr_code"], []);
    const { api } = await renderFind();
    const user = userEvent.setup();

    await user.click(scanButton());
    const dialog = await screen.findByRole("dialog", { name: "Scan a barcode" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Camera access was refused: allow it in the browser's settings, or type the serial.",
    );
    expect(within(dialog).queryByRole("status")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(scanButton());
    await screen.findByRole("dialog", { name: "Scan a barcode" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("GET /monitoring/equipment/search")).toHaveLength(0);
  });

  it("says when the device has no camera, and offers to try again when the camera cannot be read", async () => {
    const camera = fakeCamera();
    camera.getUserMedia.mockRejectedValueOnce(new DOMException("none", "NotFoundError"));
    fakeBarcodeDetector(["qr_code"], []);
    await renderFind();
    const user = userEvent.setup();

    await user.click(scanButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("No camera was found on this device");
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");

    camera.getUserMedia.mockRejectedValueOnce(new DOMException("busy", "NotReadableError"));
    await user.click(scanButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("The camera could not be read.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    // The next try films: the frame shows, the failure is gone.
    expect(await screen.findByTestId("scan-frame")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Point the camera at the label's barcode or QR code.");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(camera.getUserMedia).toHaveBeenCalledTimes(3);
  });

  it("stops the camera when the scan is cancelled while filming", async () => {
    const camera = fakeCamera();
    fakeBarcodeDetector(["qr_code"], []);
    await renderFind();
    const user = userEvent.setup();

    await user.click(scanButton());
    expect(await screen.findByTestId("scan-frame")).toBeInTheDocument();
    expect(camera.track.stop).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(camera.track.stop).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("loads ZXing only where the browser has no BarcodeDetector, and reads with it", async () => {
    const camera = fakeCamera();
    zxing.text = "https://vendor.example/device?sn=SN-21";
    const hit = searchHit();
    const { onFind } = await renderFind({ "GET /monitoring/equipment/search": ok([hit]) });

    expect(zxing.loads).toBe(0);
    await userEvent.setup().click(scanButton());
    await waitFor(() => expect(onFind).toHaveBeenCalledWith(hit));
    expect(zxing.loads).toBe(1);
    expect(zxing.readers).toBe(1);
    expect(zxing.formats).toEqual([11, 4, 2, 5, 7]);
    expect(camera.track.stop).toHaveBeenCalled();
  });

  it("falls back to ZXing when the browser's detector reads none of the label formats", async () => {
    fakeCamera();
    const detector = fakeBarcodeDetector(["aztec", "pdf417"], []);
    zxing.text = "SN-21";
    const { onFind } = await renderFind({ "GET /monitoring/equipment/search": ok([searchHit()]) });

    await userEvent.setup().click(scanButton());
    await waitFor(() => expect(onFind).toHaveBeenCalled());
    expect(zxing.loads).toBe(1);
    expect(detector.created).toEqual([]);
  });

  it("offers no scan on a wide screen, camera or not", async () => {
    fakeCamera();
    vi.restoreAllMocks();
    await renderFind();
    expect(screen.getByRole("textbox", { name: "Find equipment" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Scan a barcode" })).not.toBeInTheDocument();
  });

  it("offers no scan on a phone without the camera API", async () => {
    await renderFind();
    expect(screen.getByRole("textbox", { name: "Find equipment" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Scan a barcode" })).not.toBeInTheDocument();
  });
});
