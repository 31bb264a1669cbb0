import { describe, expect, it } from "vitest";
import { cleanAdvertisementImageName } from "./advertisement-image-name";
import { advertisementLimits } from "./advertisement-limits";

describe("cleanAdvertisementImageName", () => {
  it("keeps an ordinary name as it is", () => {
    expect(cleanAdvertisementImageName("Petit-déjeuner 2026.png", "image/png")).toBe("Petit-déjeuner 2026.png");
    expect(cleanAdvertisementImageName("早餐.jpg", "image/jpeg")).toBe("早餐.jpg");
  });

  it("keeps the base name of a path, by either separator", () => {
    expect(cleanAdvertisementImageName("../../../etc/passwd.png", "image/png")).toBe("passwd.png");
    expect(cleanAdvertisementImageName("C:\\Users\\hélène\\buffet.jpg", "image/jpeg")).toBe("buffet.jpg");
    expect(cleanAdvertisementImageName("..\\..\\boot.ini", "image/png")).toBe("boot.ini");
    expect(cleanAdvertisementImageName("/var/www/", "image/png")).toBe("image.png");
  });

  it("drops control characters and the marks that reverse how a name reads", () => {
    expect(cleanAdvertisementImageName("affiche\u0000\u0007\r\n.png", "image/png")).toBe("affiche.png");
    expect(cleanAdvertisementImageName("a\u0085b\u007f.png", "image/png")).toBe("ab.png");
    expect(cleanAdvertisementImageName("cod\u202egnp.exe", "image/png")).toBe("codgnp.exe");
    // A separator hidden behind a control character is still a separator.
    expect(cleanAdvertisementImageName("..\u0000/secret.png", "image/png")).toBe("secret.png");
  });

  it("drops leading dots and blanks, so that no name is hidden or a parent", () => {
    expect(cleanAdvertisementImageName(".htaccess", "image/png")).toBe("htaccess");
    expect(cleanAdvertisementImageName(" . .. photo.jpg ", "image/jpeg")).toBe("photo.jpg");
  });

  it("names the image by its type when nothing is left", () => {
    for (const empty of ["", "..", "...", "../..", "\u0001\u0002", " / ", "a/."]) {
      expect(cleanAdvertisementImageName(empty, "image/png")).toBe("image.png");
      expect(cleanAdvertisementImageName(empty, "image/jpeg")).toBe("image.jpg");
    }
  });

  it("cuts a long name to the limit, keeping its extension and whole characters", () => {
    const max = advertisementLimits.imageNameMaxLength;
    const long = cleanAdvertisementImageName(`${"a".repeat(400)}.jpeg`, "image/jpeg");
    expect(long).toBe(`${"a".repeat(max - 5)}.jpeg`);
    expect(cleanAdvertisementImageName("b".repeat(max), "image/png")).toBe("b".repeat(max));
    expect(cleanAdvertisementImageName("c".repeat(max + 1), "image/png")).toBe("c".repeat(max));
    // An emoji is two UTF-16 units: the cut falls before one rather than in its middle.
    const emojis = cleanAdvertisementImageName(`x${"🌊".repeat(200)}.png`, "image/png");
    expect(emojis).toBe(`x${"🌊".repeat((max - 5) / 2)}.png`);
    expect(emojis.length).toBeLessThanOrEqual(max);
  });
});
