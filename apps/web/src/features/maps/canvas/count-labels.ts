/** The connected-device count's badge text: 10 px, semi-bold, the console's sans-serif. */
export const countFont = "600 10px system-ui, sans-serif";

export interface CountLabel {
  text: string;
  /** Its width in `countFont`, in CSS pixels. */
  width: number;
}

/**
 * Connected-device counts as the badges print them, formatted in the
 * interface language and measured once per count: hundreds of badges a frame
 * would otherwise format and measure text every frame.
 */
export class CountLabels {
  private readonly format: Intl.NumberFormat;
  private readonly labels = new Map<number, CountLabel>();
  readonly language: string;

  constructor(language: string) {
    this.language = language;
    this.format = new Intl.NumberFormat(language);
  }

  /** `context.font` must be `countFont`. */
  of(count: number, context: Pick<CanvasRenderingContext2D, "measureText">): CountLabel {
    let label = this.labels.get(count);
    if (!label) {
      const text = this.format.format(count);
      label = { text, width: context.measureText(text).width };
      this.labels.set(count, label);
    }
    return label;
  }
}
