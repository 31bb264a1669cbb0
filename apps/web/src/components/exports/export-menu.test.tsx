import { exportRowLimit } from "@ondine/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderComponent } from "../../testing/render-component";
import { ExportMenu } from "./export-menu";

const body = {
  query: { bool: { filter: [{ term: { creator_type: "CenterUser" } }, { term: { organism_id: 7 } }] } },
  sort: [{ created_at: { order: "desc" } }, { id: { order: "desc" } }],
};

interface SentExport {
  url: URL;
  init: RequestInit;
}

/** A file answer whose body the test feeds chunk by chunk, as a slow server would. */
function streamedAnswer(headers: Record<string, string>) {
  let feed!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start: (controller) => {
      feed = controller;
    },
  });
  return {
    response: new Response(stream, { status: 200, headers }),
    send: (bytes: number) => feed.enqueue(new Uint8Array(bytes).fill(65)),
    end: () => feed.close(),
    /** As fetch does on an abort: the body being read fails. */
    fail: () => feed.error(new DOMException("The operation was aborted.", "AbortError")),
  };
}

/** Stubs fetch with one answer and records what the menu sent. */
function stubFetch(answer: (init: RequestInit) => Promise<Response>) {
  const sent: SentExport[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({ url: new URL(String(input), "http://localhost"), init });
      return answer(init);
    }),
  );
  return sent;
}

/** The links the browser was asked to follow to save a file: their name and the saved file's text. */
function watchSavedFiles() {
  const saved: { name: string; file: Blob }[] = [];
  const files = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = vi.fn((file: Blob) => {
    const url = `blob:test/${next++}`;
    files.set(url, file);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const file = files.get(this.getAttribute("href") ?? "");
    if (file) saved.push({ name: this.download, file });
  });
  return saved;
}

const errorAnswer = (status: number, payload: unknown) => async () =>
  new Response(JSON.stringify(payload), { status, headers: { "content-type": "application/json" } });

const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

describe("the lists' export menu (docs/product.md#exports)", () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test stands in for the server's Set-Cookie.
    document.cookie = "ondine_csrf=token-123";
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    URL.createObjectURL = objectUrls.create;
    URL.revokeObjectURL = objectUrls.revoke;
  });

  it("offers Excel and CSV, posts the list's search, shows the rows then the bytes received, and saves the server's file", async () => {
    const saved = watchSavedFiles();
    const answer = streamedAnswer({
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="coupons-2026-11-27.csv"',
      "x-export-rows": "1234",
    });
    const sent = stubFetch(async () => answer.response);
    await renderComponent(<ExportMenu index="coupons" total={1234} body={body} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Export" }));
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Excel (.xlsx)", "CSV"]);
    await user.click(screen.getByRole("menuitem", { name: "CSV" }));

    const progress = screen.getByRole("status");
    await waitFor(() => expect(progress).toHaveTextContent("Preparing 1,234 rows…"));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.pathname).toBe("/api/exports/coupons");
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({ format: "csv", locale: "en" });
    expect(sent[0]?.init.method).toBe("POST");
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual(body);
    expect(new Headers(sent[0]?.init.headers).get("X-CSRF-Token")).toBe("token-123");
    // One download at a time.
    expect(screen.getByRole("button", { name: "Export" })).toBeDisabled();

    answer.send(1500);
    await waitFor(() => expect(progress).toHaveTextContent("Downloading 1,234 rows: 1.5 kB received…"));
    answer.send(2000);
    await waitFor(() => expect(progress).toHaveTextContent("Downloading 1,234 rows: 3.5 kB received…"));
    answer.end();

    await waitFor(() =>
      expect(progress).toHaveTextContent("Done: coupons-2026-11-27.csv has been downloaded (1,234 rows)."),
    );
    expect(saved.map((file) => file.name)).toEqual(["coupons-2026-11-27.csv"]);
    expect(saved[0]?.file.size).toBe(3500);
    expect(screen.getByRole("button", { name: "Export" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Cancel the export" })).not.toBeInTheDocument();
  });

  it("writes the progress in the interface language", async () => {
    watchSavedFiles();
    const answer = streamedAnswer({ "x-export-rows": "4321" });
    stubFetch(async () => answer.response);
    await renderComponent(<ExportMenu index="purchases" total={4321} body={body} />, "fr");
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Exporter" }));
    await user.click(await screen.findByRole("menuitem", { name: "Excel (.xlsx)" }));
    const progress = screen.getByRole("status");
    // French: a space between thousands (a narrow no-break one, which the matcher reads as a space).
    await waitFor(() => expect(progress).toHaveTextContent(/^Préparation de 4\s321 lignes…$/));
    answer.send(2500);
    await waitFor(() => expect(progress).toHaveTextContent(/^Téléchargement de 4\s321 lignes : 2,5 kB reçus…$/));
    answer.end();
    // No Content-Disposition: the name the server would give, the day in Paris.
    await waitFor(() => expect(progress).toHaveTextContent(/purchases-\d{4}-\d{2}-\d{2}\.xlsx a été téléchargé/));
  });

  it("works from the keyboard: Enter opens the menu on its first format, the arrows move, Enter exports", async () => {
    watchSavedFiles();
    const sent = stubFetch(async () => new Response("code\r\n", { headers: { "x-export-rows": "0" } }));
    await renderComponent(<ExportMenu index="coupons" total={0} body={body} />);
    const user = userEvent.setup();

    await user.tab();
    expect(screen.getByRole("button", { name: "Export" })).toHaveFocus();
    await user.keyboard("{Enter}");
    // Opened from the keyboard, the first format takes the focus (ARIA's menu button pattern).
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Excel (.xlsx)" })).toHaveFocus());
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "CSV" })).toHaveFocus());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url.searchParams.get("format")).toBe("csv");
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(/^Done: coupons-.*\.csv has been downloaded \(0 rows\)\.$/),
    );
  });

  it("above 10,000 rows says so, suggests narrower filters, and sends nothing", async () => {
    const sent = stubFetch(async () => new Response("never"));
    await renderComponent(<ExportMenu index="coupons" total={exportRowLimit + 1} body={body} />);

    const button = screen.getByRole("button", { name: "Export" });
    expect(button).toBeDisabled();
    const message =
      "This search matches 10,001 rows, but an export holds at most 10,000. Narrow the filters (dates, location, offer, status) to export it.";
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(message);
    await userEvent.setup().click(button);
    expect(screen.queryByRole("menuitem")).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("exports exactly 10,000 rows", async () => {
    await renderComponent(<ExportMenu index="customers" total={exportRowLimit} body={body} />);
    expect(screen.getByRole("button", { name: "Export" })).toBeEnabled();
    expect(screen.queryByText(/at most 10,000/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal of too many rows (a list that grew since it was read)", async () => {
    stubFetch(
      errorAnswer(422, {
        code: "INVALID_PARAMETERS",
        message: "This search matches 10,250 rows; exports hold at most 10,000.",
        errors: { query: ["exports.errors.too_many_rows"] },
      }),
    );
    await renderComponent(<ExportMenu index="customers" total={9_990} body={body} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(await screen.findByRole("menuitem", { name: "CSV" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The export failed");
    expect(alert).toHaveTextContent(
      "This search matches more than 10,000 rows, the most an export can hold. Narrow the filters (dates, location) or the search to export it.",
    );
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("says when the account may not export, and when the connection fails", async () => {
    stubFetch(errorAnswer(403, { code: "NOT_ALLOWED", message: "Not allowed", errors: {} }));
    await renderComponent(<ExportMenu index="purchases" total={12} body={body} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(await screen.findByRole("menuitem", { name: "Excel (.xlsx)" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your account is not allowed to export this list.");

    stubFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(await screen.findByRole("menuitem", { name: "CSV" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "The connection was lost during the export. Check your network and try again.",
      ),
    );
  });

  it("cancels a download under way: the request is aborted and nothing is saved", async () => {
    const saved = watchSavedFiles();
    const answer = streamedAnswer({ "x-export-rows": "8000" });
    let signal: AbortSignal | undefined;
    stubFetch(async (init) => {
      signal = init.signal ?? undefined;
      signal?.addEventListener("abort", answer.fail);
      return answer.response;
    });
    await renderComponent(<ExportMenu index="coupons" total={8000} body={body} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(await screen.findByRole("menuitem", { name: "Excel (.xlsx)" }));
    answer.send(1000);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("1.0 kB received"));

    await user.click(screen.getByRole("button", { name: "Cancel the export" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Export cancelled."));
    expect(signal?.aborted).toBe(true);
    expect(saved).toEqual([]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export" })).toBeEnabled();
  });
});
