import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderComponent } from "../../../testing/render-component";
import { LegalMarkdown, legalUrlTransform } from "./legal-markdown";

// docs/legal.md: an operator's Markdown, rendered without raw HTML, with http, https and mailto
// links only, and without loading images.
describe("LegalMarkdown", () => {
  it("draws the text's headings under the page's one h1", async () => {
    await renderComponent(<LegalMarkdown markdown={"# Terms\n\n## Accounts\n\n### Two-step verification\n\nText."} />);
    expect(screen.getByRole("heading", { level: 2, name: "Terms" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Accounts" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Two-step verification" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
  });

  it("shows raw HTML as text: a script is never an element, never run", async () => {
    const markdown = [
      "Before.",
      "",
      "<script>window.__legalScriptRan = true</script>",
      "",
      'Inline <img src="x" onerror="window.__legalScriptRan = true"> and <b>bold</b>.',
    ].join("\n");
    const { container } = await renderComponent(<LegalMarkdown markdown={markdown} />);
    expect(container.querySelector("script, b, [onerror]")).toBeNull();
    expect(container).toHaveTextContent("<script>window.__legalScriptRan = true</script>");
    expect(container).toHaveTextContent('<img src="x" onerror="window.__legalScriptRan = true">');
    expect((window as { __legalScriptRan?: boolean }).__legalScriptRan).toBeUndefined();
  });

  it("keeps http, https and mailto links, and makes anything else plain text", async () => {
    const markdown = [
      "[Operator](https://operator.example/legal)",
      "[Authority](http://authority.example)",
      "[Write to us](mailto:privacy@operator.example)",
      "[Run me](javascript:alert(1))",
      "[Run me too](  JavaScript:alert(1))",
      "[Data](data:text/html;base64,PHNjcmlwdD4=)",
      "[Relative](/account)",
      "<javascript:alert(2)>",
    ].join("\n\n");
    const { container } = await renderComponent(<LegalMarkdown markdown={markdown} />);
    expect(screen.getByRole("link", { name: "Operator" })).toHaveAttribute("href", "https://operator.example/legal");
    expect(screen.getByRole("link", { name: "Authority" })).toHaveAttribute("href", "http://authority.example");
    expect(screen.getByRole("link", { name: "Write to us" })).toHaveAttribute(
      "href",
      "mailto:privacy@operator.example",
    );
    expect(screen.getAllByRole("link")).toHaveLength(3);
    for (const text of ["Run me", "Run me too", "Data", "Relative"]) expect(screen.getByText(text)).toBeInTheDocument();
    expect(container.querySelectorAll("a")).toHaveLength(3);
    const addresses = [...container.querySelectorAll("[href], [src]")].map(
      (element) => element.getAttribute("href") ?? element.getAttribute("src"),
    );
    expect(addresses).toEqual([
      "https://operator.example/legal",
      "http://authority.example",
      "mailto:privacy@operator.example",
    ]);
  });

  it("shows an image's text instead of loading it", async () => {
    const { container } = await renderComponent(
      <LegalMarkdown
        markdown={"![The operator's logo](https://tracker.example/pixel.png)\n\n![](https://tracker.example/blank.png)"}
      />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("The operator's logo")).toBeInTheDocument();
    expect(container.innerHTML).not.toContain("tracker.example");
  });

  it("keeps only absolute http, https and mailto addresses", () => {
    expect(legalUrlTransform("https://a.example/x", "href", undefined as never)).toBe("https://a.example/x");
    expect(legalUrlTransform("MAILTO:a@b.example", "href", undefined as never)).toBe("MAILTO:a@b.example");
    for (const url of [
      "javascript:alert(1)",
      "\u0000javascript:alert(1)",
      "vbscript:x",
      "file:///etc/passwd",
      "/x",
      "x",
    ]) {
      expect(legalUrlTransform(url, "href", undefined as never), url).toBe("");
    }
  });
});
