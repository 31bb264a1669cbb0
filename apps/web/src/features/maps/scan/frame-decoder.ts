/**
 * Reading barcodes and QR codes from the camera's video: the browser's own
 * `BarcodeDetector` where it reads the label formats, else ZXing, fetched
 * only when a scan opens (docs/performance.md: heavy libraries stay out of
 * the screens' chunks and the sign-in path).
 */

/** What access point labels carry: a QR code, Code 128 or 39 serials, Data Matrix, an EAN-13 article number. */
export const labelFormats = ["qr_code", "code_128", "code_39", "data_matrix", "ean_13"] as const;

/** A pause between two looks at the video: often enough to feel instant, rare enough to spare a phone's battery. */
const detectIntervalMs = 150;

interface DetectedBarcode {
  rawValue: string;
}

/** The Barcode Detection API (not yet in TypeScript's DOM library). */
interface BarcodeDetectorInstance {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

/** Decodes the frames of a playing video until one holds a code; the returned function stops it. */
export interface FrameDecoder {
  start(video: HTMLVideoElement, onRead: (text: string) => void, onFail: (error: unknown) => void): () => void;
}

function barcodeDetectorClass(): BarcodeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

function detectorDecoder(detector: BarcodeDetectorInstance): FrameDecoder {
  return {
    start(video, onRead, onFail) {
      let isStopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const look = async () => {
        try {
          const codes = await detector.detect(video);
          if (isStopped) return;
          const text = codes.find((code) => code.rawValue.trim().length > 0)?.rawValue;
          if (text === undefined) {
            timer = setTimeout(look, detectIntervalMs);
            return;
          }
          isStopped = true;
          onRead(text);
        } catch (error) {
          if (isStopped) return;
          isStopped = true;
          onFail(error);
        }
      };
      void look();
      return () => {
        isStopped = true;
        clearTimeout(timer);
      };
    },
  };
}

async function zxingDecoder(): Promise<FrameDecoder> {
  const { BarcodeFormat, BrowserMultiFormatReader } = await import("@zxing/browser");
  const reader = new BrowserMultiFormatReader(undefined, { delayBetweenScanAttempts: detectIntervalMs });
  reader.possibleFormats = [
    BarcodeFormat.QR_CODE,
    BarcodeFormat.CODE_128,
    BarcodeFormat.CODE_39,
    BarcodeFormat.DATA_MATRIX,
    BarcodeFormat.EAN_13,
  ];
  return {
    start(video, onRead, onFail) {
      let isDone = false;
      // ZXing retries on frames without a code by itself; its last word (an error it cannot retry) comes to `finalize`.
      const controls = reader.scan(
        video,
        (result, _error, scanControls) => {
          if (!result || isDone) return;
          isDone = true;
          scanControls.stop();
          onRead(result.getText());
        },
        (error) => {
          if (!error || isDone) return;
          isDone = true;
          onFail(error);
        },
      );
      return () => {
        isDone = true;
        controls.stop();
      };
    },
  };
}

/**
 * The decoder for this browser: its `BarcodeDetector` with the label formats
 * it supports, or ZXing when it has none (or none of those formats).
 */
export async function loadFrameDecoder(): Promise<FrameDecoder> {
  const Detector = barcodeDetectorClass();
  if (Detector) {
    // A detector that cannot say what it reads is left for ZXing, as one without the formats.
    const supported = new Set(await Detector.getSupportedFormats().catch((): string[] => []));
    const formats = labelFormats.filter((format) => supported.has(format));
    if (formats.length > 0) return detectorDecoder(new Detector({ formats }));
  }
  return zxingDecoder();
}
