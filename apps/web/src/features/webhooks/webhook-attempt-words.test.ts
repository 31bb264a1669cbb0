import { describe, expect, it } from "vitest";
import { attemptOutcome } from "./webhook-attempt-words";

describe("an attempt's outcome", () => {
  it("reads a 2xx as delivered, any other answer by its status", () => {
    expect(attemptOutcome({ response_status: 204, error: null })).toEqual({ kind: "delivered" });
    expect(attemptOutcome({ response_status: 500, error: null })).toEqual({ kind: "status", status: 500 });
    expect(attemptOutcome({ response_status: 404, error: "status" })).toEqual({ kind: "status", status: 404 });
  });

  it("names the reasons the log explains, a redirect's status aside", () => {
    expect(attemptOutcome({ response_status: null, error: "timeout" })).toEqual({ kind: "known", error: "timeout" });
    expect(attemptOutcome({ response_status: 302, error: "redirect" })).toEqual({ kind: "known", error: "redirect" });
    expect(attemptOutcome({ response_status: null, error: "dns" })).toEqual({ kind: "known", error: "dns" });
    expect(attemptOutcome({ response_status: null, error: "https_required" })).toEqual({
      kind: "known",
      error: "https_required",
    });
  });

  it("keeps a reason it does not know as the server wrote it", () => {
    expect(attemptOutcome({ response_status: null, error: "tls_handshake" })).toEqual({
      kind: "other",
      error: "tls_handshake",
    });
  });
});
