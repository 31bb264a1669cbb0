import { describe, expect, it } from "vitest";
import { linkParts } from "./link-parts";

describe("linkParts", () => {
  it("cuts a text into plain runs and addresses", () => {
    expect(linkParts("Ouvrez https://ondine.example/a?b=1 puis revenez")).toEqual([
      { kind: "text", text: "Ouvrez " },
      { kind: "link", href: "https://ondine.example/a?b=1" },
      { kind: "text", text: " puis revenez" },
    ]);
  });

  it("leaves a sentence's closing punctuation out of the address", () => {
    expect(linkParts("Lien : http://localhost:8198/account/password/create/x1.")).toEqual([
      { kind: "text", text: "Lien : " },
      { kind: "link", href: "http://localhost:8198/account/password/create/x1" },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps a text without address whole", () => {
    expect(linkParts("Votre code : 4KD82PQA")).toEqual([{ kind: "text", text: "Votre code : 4KD82PQA" }]);
  });
});
