import { type PrivateImportPreviewAnswer, privateImportPreviewSchema } from "@ondine/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { type ApiCall, errorBody, mockApi } from "../../../testing/mock-api";
import { renderComponent } from "../../../testing/render-component";
import { figuresFixture, residence } from "../testing/private-wifi-fixtures";
import { PrivateImportDialog } from "./private-import-dialog";

const previewPath = `POST /ran/sites/${residence.id}/spaces/import/preview`;
const importPath = `POST /ran/sites/${residence.id}/spaces/import`;
const importsPath = `GET /ran/sites/${residence.id}/imports`;
const pastImports = {
  status: 200,
  body: {
    items: [
      { id: 3, file_name: "rentree-2026.csv", created: 214, by: "Claire Martin", at: "2026-09-01T08:00:00.000Z" },
    ],
  },
};

/** A preview as the server answers it: these lines, the others ready. */
function serverPreview(lines: PrivateImportPreviewAnswer["lines"]): {
  status: number;
  body: PrivateImportPreviewAnswer;
} {
  const withProblems = lines.filter((line) => line.problems.length > 0).length;
  return {
    status: 200,
    body: privateImportPreviewSchema.parse({
      encoding: "utf-8",
      separator: ";",
      ignored_columns: [],
      lines,
      creatable: lines.length - withProblems,
      with_problems: withProblems,
      key_limit: 5000,
      keys_in_use: 1240,
    }),
  };
}

async function renderDialog() {
  const queryClient = createQueryClient();
  onTestFinished(() => queryClient.clear());
  await renderComponent(
    <QueryClientProvider client={queryClient}>
      <PrivateImportDialog siteId={residence.id} opened figures={figuresFixture()} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

async function chooseFile(user: ReturnType<typeof userEvent.setup>, text: string, name = "chambres.csv") {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  await user.upload(input, new File([text], name, { type: "text/csv" }));
}

const fileOf = (call: ApiCall | undefined) => (call?.body as FormData | undefined)?.get("file") as File | undefined;

// The dialog alone, not the console; its table still takes a second on a busy machine.
describe("the CSV import (docs/private-wifi.md#import)", { timeout: 30_000 }, () => {
  it("reads the chosen file in the browser and shows a bad line's problem in words, import disabled", async () => {
    mockApi({ [importsPath]: pastImports, [previewPath]: { status: 500, body: errorBody("INTERNAL_ERROR") } });
    const user = await renderDialog();
    expect(await screen.findByText("rentree-2026.csv")).toBeInTheDocument();

    await chooseFile(user, "Name;Comment;Étage\nChambre 1;Bail 30/06;1\nchambre  1;;1\nChambre 2;;2\n");

    expect(await screen.findByText("Name already on an earlier line.")).toBeInTheDocument();
    // The line to correct comes first, before the ready ones.
    const [, firstLine] = within(screen.getByLabelText("Lines of the file")).getAllByRole("row");
    expect(firstLine).toHaveTextContent("Name already on an earlier line.");
    expect(firstLine).toHaveTextContent("3");
    expect(screen.getByText("2 spaces ready to be created")).toBeInTheDocument();
    expect(screen.getByText("1 line with problems")).toBeInTheDocument();
    expect(screen.getByText("Étage")).toBeInTheDocument();
    expect(screen.getByText("Semicolon (;)")).toBeInTheDocument();
    expect(screen.getByText("3,760")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import 2 spaces" })).toBeDisabled();
    expect(
      await screen.findByText(
        "The names could not be checked against the site's spaces; the import checks them again.",
      ),
    ).toBeInTheDocument();
  });

  it("says why a file cannot be read at all, and sends it nowhere", async () => {
    const api = mockApi({ [importsPath]: pastImports });
    const user = await renderDialog();
    await chooseFile(user, "Chambre;Commentaire\nChambre 1;\n");
    expect(await screen.findByText("The file has no “name” column.")).toBeInTheDocument();
    expect(api.callsTo(previewPath)).toHaveLength(0);
    expect(screen.queryByRole("button", { name: /^Import/ })).not.toBeInTheDocument();
  });

  it("adds the server's names already on the site, then imports a clean file once and says how many", async () => {
    const api = mockApi({
      [importsPath]: pastImports,
      [previewPath]: serverPreview([
        { line: 2, name: "Chambre 1", comment: "", problems: ["name_taken"] },
        { line: 3, name: "Chambre 2", comment: "", problems: [] },
      ]),
    });
    const user = await renderDialog();
    await chooseFile(user, "name\nChambre 1\nChambre 2\n");
    expect(await screen.findByText("Name already used by a space of the site.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import 1 space" })).toBeDisabled();
    expect(fileOf(api.callsTo(previewPath)[0])?.name).toBe("chambres.csv");

    api.answer(
      previewPath,
      serverPreview([
        { line: 2, name: "Chambre 3", comment: "", problems: [] },
        { line: 3, name: "Chambre 2", comment: "", problems: [] },
      ]),
    );
    api.answer(importPath, { status: 201, body: { import_id: 4, created: 2 } });
    await chooseFile(user, "name\nChambre 3\nChambre 2\n", "chambres-corrige.csv");
    const submit = await screen.findByRole("button", { name: "Import 2 spaces" });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByText("2 spaces imported.")).toBeInTheDocument();
    const imports = api.callsTo(importPath);
    expect(imports).toHaveLength(1);
    expect(fileOf(imports[0])?.name).toBe("chambres-corrige.csv");
  });
});
