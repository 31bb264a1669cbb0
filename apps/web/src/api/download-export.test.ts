import { describe, expect, it } from "vitest";
import { attachmentFileName } from "./download-export";

describe("the export's file name (Content-Disposition)", () => {
  it("reads the quoted name, the bare one, and prefers RFC 6266's encoded one", () => {
    expect(attachmentFileName('attachment; filename="coupons-2026-11-27.xlsx"')).toBe("coupons-2026-11-27.xlsx");
    expect(attachmentFileName("attachment; filename=purchases-2026-11-27.csv")).toBe("purchases-2026-11-27.csv");
    expect(attachmentFileName(`attachment; filename="clients.csv"; filename*=UTF-8''clients-%C3%A9t%C3%A9.csv`)).toBe(
      "clients-été.csv",
    );
  });

  it("keeps no folder and gives nothing for a header without a name", () => {
    expect(attachmentFileName('attachment; filename="../../etc/passwd"')).toBe("passwd");
    expect(attachmentFileName("attachment")).toBeUndefined();
    expect(attachmentFileName(null)).toBeUndefined();
  });
});
