import { type RefObject, useEffect, useEffectEvent, useState } from "react";
import { loadFrameDecoder } from "./frame-decoder";

/**
 * Where a scan is: waiting for the user to allow the camera, reading the
 * video, or stopped by a refusal, a device without a camera, or a failure
 * (the camera busy elsewhere, the decoder not loaded or broken).
 */
export type ScanPhase = "asking" | "scanning" | "denied" | "no-camera" | "failed";

/** The back camera: the one a phone points at a label. */
const cameraConstraints: MediaStreamConstraints = { video: { facingMode: "environment" }, audio: false };

/** Whether this browser can open a camera at all: `navigator.mediaDevices` exists only in secure contexts. */
export function hasCameraApi(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
}

/** A `getUserMedia` refusal by its DOMException name (the standard ones and older browsers' spellings). */
function phaseOfCameraError(error: unknown): ScanPhase {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "PermissionDeniedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "DevicesNotFoundError" || name === "OverconstrainedError") {
    return "no-camera";
  }
  return "failed";
}

/**
 * While `active`, films with the back camera into `video` and decodes its
 * frames; the first code read goes to `onRead`. The camera is released as
 * soon as a code is read, a failure stops the scan, `active` turns false or
 * the component unmounts: the phone's camera light never stays on.
 */
export function useCameraScan(
  active: boolean,
  video: RefObject<HTMLVideoElement | null>,
  onRead: (text: string) => void,
) {
  const [phase, setPhase] = useState<ScanPhase>("asking");
  const [attempt, setAttempt] = useState(0);
  const read = useEffectEvent(onRead);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how "try again" opens the camera anew.
  useEffect(() => {
    if (!active) return;
    let isOver = false;
    let stream: MediaStream | null = null;
    let stopDecoding: (() => void) | undefined;

    const release = () => {
      stopDecoding?.();
      stopDecoding = undefined;
      for (const track of stream?.getTracks() ?? []) track.stop();
      stream = null;
      if (video.current) video.current.srcObject = null;
    };
    const stopWith = (next: ScanPhase) => {
      if (isOver) return;
      isOver = true;
      release();
      setPhase(next);
    };

    setPhase("asking");
    // Fetched while the browser asks for the camera; its failure is reported where it is awaited.
    const decoderLoad = loadFrameDecoder();
    decoderLoad.catch(() => undefined);

    const open = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia(cameraConstraints);
      } catch (error) {
        stopWith(phaseOfCameraError(error));
        return;
      }
      if (isOver) {
        release();
        return;
      }
      try {
        const element = video.current;
        if (!element) throw new Error("The scan's video element is not mounted.");
        element.srcObject = stream;
        await element.play();
        const decoder = await decoderLoad;
        if (isOver) return;
        setPhase("scanning");
        const stop = decoder.start(
          element,
          (text) => {
            if (isOver) return;
            isOver = true;
            release();
            read(text);
          },
          () => stopWith("failed"),
        );
        // A decoder may answer before `start` returns: then the scan is already over.
        if (isOver) stop();
        else stopDecoding = stop;
      } catch {
        stopWith("failed");
      }
    };
    void open();

    return () => {
      isOver = true;
      release();
    };
  }, [active, attempt, video]);

  return { phase, retry: () => setAttempt((count) => count + 1) };
}
