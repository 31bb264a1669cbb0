/**
 * The first column of the first table under a `## heading` of a Markdown
 * document, each cell's first code span (`` `npm test` `` → `npm test`).
 */
export function firstColumnUnder(markdown: string, heading: string): string[] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) throw new Error(`No "## ${heading}" section`);
  const cells: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("## ")) break;
    if (!line.startsWith("|")) {
      if (cells.length > 0) break;
      continue;
    }
    const firstCell = line.split(/(?<!\\)\|/)[1]?.trim() ?? "";
    const code = /^`([^`]+)`/.exec(firstCell);
    if (code?.[1]) cells.push(code[1]);
  }
  return cells;
}
