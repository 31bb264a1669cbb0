import { describe, expect, it } from "vitest";
import { equipmentQueryOfScan, macOfText, scannedTextMaxLength } from "./scanned-equipment";

describe("macOfText (a MAC as equipment stores it)", () => {
  it("reads the printed forms of a MAC, lower case with colons", () => {
    expect(macOfText("aa:bb:cc:00:00:21")).toBe("aa:bb:cc:00:00:21");
    expect(macOfText("AA-BB-CC-00-00-21")).toBe("aa:bb:cc:00:00:21");
    expect(macOfText("aabb.cc00.0021")).toBe("aa:bb:cc:00:00:21");
    expect(macOfText("AABBCC000021")).toBe("aa:bb:cc:00:00:21");
    expect(macOfText(" 001122334455 ")).toBe("00:11:22:33:44:55");
  });

  it("refuses mixed separators, a wrong length or other letters", () => {
    expect(macOfText("aa:bb-cc:00:00:21")).toBeNull();
    expect(macOfText("aa:bb:cc:00:00")).toBeNull();
    expect(macOfText("aabbcc0000211")).toBeNull();
    expect(macOfText("gg:bb:cc:00:00:21")).toBeNull();
  });

  it("leaves twelve bare decimal digits alone when a letter is asked for", () => {
    expect(macOfText("001122334455", "with-letter")).toBeNull();
    expect(macOfText("0011223344AB", "with-letter")).toBe("00:11:22:33:44:ab");
  });
});

describe("equipmentQueryOfScan (a scanned label to the find box's text)", () => {
  it("normalises a MAC read alone, in any printed form", () => {
    expect(equipmentQueryOfScan("AA:BB:CC:00:00:21")).toBe("aa:bb:cc:00:00:21");
    expect(equipmentQueryOfScan("aa-bb-cc-00-00-21\n")).toBe("aa:bb:cc:00:00:21");
    expect(equipmentQueryOfScan("AABB.CC00.0021")).toBe("aa:bb:cc:00:00:21");
    expect(equipmentQueryOfScan("  aabbcc000021 ")).toBe("aa:bb:cc:00:00:21");
  });

  it("keeps twelve bare decimal digits as read: a serial as likely as a MAC", () => {
    expect(equipmentQueryOfScan("123456789012")).toBe("123456789012");
  });

  it("takes the MAC of a QR payload over its serial, and the serial when no MAC is readable", () => {
    expect(equipmentQueryOfScan("SN:CNK7H1234;MAC:AA:BB:CC:00:00:21")).toBe("aa:bb:cc:00:00:21");
    expect(equipmentQueryOfScan("SN: CNK7H1234\nMAC: aabb.cc00.0021")).toBe("aa:bb:cc:00:00:21");
    expect(equipmentQueryOfScan("SN:CNK7H1234;MAC:unknown")).toBe("CNK7H1234");
    expect(equipmentQueryOfScan("S/N: CNK7H1234")).toBe("CNK7H1234");
    expect(equipmentQueryOfScan("Model:AP-305|Serial No.: CNK7H1234")).toBe("CNK7H1234");
    expect(equipmentQueryOfScan("serial=CNK7H1234&model=AP-305")).toBe("CNK7H1234");
    expect(equipmentQueryOfScan('{"model":"AP-305","serialNumber":"CNK7H1234"}')).toBe("CNK7H1234");
    expect(equipmentQueryOfScan('{"mac_address":"AA-BB-CC-00-00-21","sn":"CNK7H1234"}')).toBe("aa:bb:cc:00:00:21");
  });

  it("reads the serial or MAC a URL's query names", () => {
    expect(equipmentQueryOfScan("https://vendor.example/device?sn=CNK7H1234")).toBe("CNK7H1234");
    expect(equipmentQueryOfScan("https://vendor.example/d?Serial=CNK7H1234&lang=fr")).toBe("CNK7H1234");
    expect(equipmentQueryOfScan("https://vendor.example/d?serial=CNK7H1234&mac=AABBCC000021")).toBe(
      "aa:bb:cc:00:00:21",
    );
    expect(equipmentQueryOfScan("https://vendor.example/d?mac=aa%3Abb%3Acc%3A00%3A00%3A21")).toBe("aa:bb:cc:00:00:21");
  });

  it("finds a separated MAC within other text", () => {
    expect(equipmentQueryOfScan("AP-305 aa-bb-cc-00-00-21 Made in Taiwan")).toBe("aa:bb:cc:00:00:21");
    // A longer run of hexadecimal groups is not a MAC.
    expect(equipmentQueryOfScan("aa:bb:cc:00:00:21:33")).toBe("aa:bb:cc:00:00:21:33");
  });

  it("gives anything else trimmed, control characters read as spaces, and cut to the bound", () => {
    expect(equipmentQueryOfScan("  CNK7H1234\r\n")).toBe("CNK7H1234");
    expect(equipmentQueryOfScan("3760123456789")).toBe("3760123456789");
    expect(equipmentQueryOfScan("01\u001d21CNK7H1234")).toBe("01 21CNK7H1234");
    const long = `https://vendor.example/${"x".repeat(100)}`;
    expect(equipmentQueryOfScan(long)).toBe(long.slice(0, scannedTextMaxLength));
    expect(equipmentQueryOfScan("y".repeat(200))).toHaveLength(scannedTextMaxLength);
  });
});
