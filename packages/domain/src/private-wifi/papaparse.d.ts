// The part of papaparse 5 the import reads (its published types pull in Node's,
// which the domain is compiled without: pure-environment.ts).
declare module "papaparse" {
  interface ParseError {
    type: string;
    code: string;
    message: string;
    row?: number;
  }
  interface ParseResult {
    data: string[][];
    errors: ParseError[];
    meta: { delimiter: string; linebreak: string; aborted: boolean; truncated: boolean };
  }
  interface ParseConfig {
    delimiter?: string;
    delimitersToGuess?: string[];
    header?: false;
    skipEmptyLines?: boolean | "greedy";
    preview?: number;
  }
  const Papa: { parse(input: string, config?: ParseConfig): ParseResult };
  export default Papa;
}
