import { ticketErrors, ticketLimits } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { addAttachments } from "./attachment-choice";

function fileOf(name: string, size: number): File {
  const file = new File(["x"], name);
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("adding files to a message", () => {
  it("keeps files up to the limit and refuses the rest, each with its reason", () => {
    const attached = [fileOf("a.png", 10), fileOf("b.png", 10), fileOf("c.png", 10), fileOf("d.png", 10)];
    const { files, refused } = addAttachments(attached, [
      fileOf("empty.txt", 0),
      fileOf("huge.pdf", ticketLimits.attachmentBytes + 1),
      fileOf("e.png", ticketLimits.attachmentBytes),
      fileOf("f.png", 10),
    ]);

    expect(files.map((file) => file.name)).toEqual(["a.png", "b.png", "c.png", "d.png", "e.png"]);
    expect(refused).toEqual([
      { name: "empty.txt", reason: ticketErrors.attachmentEmpty },
      { name: "huge.pdf", reason: ticketErrors.attachmentTooBig },
      { name: "f.png", reason: ticketErrors.tooManyAttachments },
    ]);
  });

  it("leaves the files already attached as they were", () => {
    const attached = [fileOf("a.png", 10)];
    addAttachments(attached, [fileOf("b.png", 10)]);
    expect(attached).toHaveLength(1);
  });
});
