/**
 * Import problems: every error names the file, row and column.
 * Every check appends to one `IssueList`; the job throws an `ImportError` carrying the list
 * before anything is written, so a batch is all-or-nothing.
 */

/** One problem. `row` is the line number in the file (header = line 1); null for file-level problems. */
export interface ImportIssue {
  file: string;
  row: number | null;
  column: string | null;
  message: string;
}

/** `navs.csv row 17, column nav: expected a positive number` */
export function formatIssue(issue: ImportIssue): string {
  const where = [
    issue.row === null ? "" : ` row ${issue.row}`,
    issue.column === null ? "" : ` column ${issue.column}`,
  ]
    .filter(Boolean)
    .join(",");
  return `${issue.file}${where}: ${issue.message}`;
}

/**
 * Collects issues, keeping the first `limit`: a file with a wrong column can produce one
 * error per row, and a million identical messages help nobody.
 */
export class IssueList {
  readonly items: ImportIssue[] = [];
  omitted = 0;
  constructor(private readonly limit = 500) {}

  add(file: string, row: number | null, column: string | null, message: string): void {
    if (this.items.length < this.limit) this.items.push({ file, row, column, message });
    else this.omitted++;
  }
  get count(): number {
    return this.items.length + this.omitted;
  }
  /** Issues of one file so far (to skip checks that would only repeat them). */
  countIn(file: string): number {
    return this.items.filter((i) => i.file === file).length;
  }
}

/** The batch was rejected: nothing was written. `errors` are in file, then row order. */
export class ImportError extends Error {
  readonly errors: ImportIssue[];
  readonly omitted: number;
  constructor(dir: string, issues: IssueList) {
    const errors = [...issues.items].sort(
      (a, b) => a.file.localeCompare(b.file) || (a.row ?? 0) - (b.row ?? 0),
    );
    const total = issues.count;
    const more = issues.omitted > 0 ? `\n  ... and ${issues.omitted.toLocaleString("en")} more` : "";
    super(
      `Import of ${dir} rejected: ${total.toLocaleString("en")} error${total === 1 ? "" : "s"}; nothing was written.\n` +
        `${errors.map((e) => `  ${formatIssue(e)}`).join("\n")}${more}`,
    );
    this.name = "ImportError";
    this.errors = errors;
    this.omitted = issues.omitted;
  }
}
