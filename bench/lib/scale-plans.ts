/**
 * Which statements the scale bench explains and how it prints their plans. The local backend tells the
 * bench every statement /rest/v1 ran (its onRestQuery); for each row over budget the slowest few of its
 * last run are explained, each distinct statement once, under the rows it served.
 */
import type { RestQuery } from '../../supabase/local/rest/index.ts';
import { formatMs } from './scale-report.ts';

/** Postgres' code for a statement cancelled by statement_timeout. */
export const STATEMENT_TIMEOUT_CODE = '57014';

/** The statements one row ran in its last run, by the row's name; statements outside a row are not kept. */
export class QueryLog {
  private current: string | null = null;
  private readonly byRow = new Map<string, RestQuery[]>();

  /** Starts a new run of `row`, forgetting what its previous run ran. */
  begin(row: string): void {
    this.current = row;
    this.byRow.set(row, []);
  }

  end(): void {
    this.current = null;
  }

  readonly listener = (query: RestQuery): void => {
    if (this.current !== null) this.byRow.get(this.current)?.push(query);
  };

  of(row: string): readonly RestQuery[] {
    return this.byRow.get(row) ?? [];
  }
}

/**
 * A statement's shape: its SQL with the page's numbers left out (the local backend writes a range as
 * `limit 25 offset 50` in the text), so that pages of one read count as one statement. Values proper
 * are parameters already.
 */
export function statementShape(sql: string): string {
  return sql.replace(/\b(limit|offset) \d+\b/gi, '$1 N');
}

/** The slowest run of each distinct statement (by its shape), slowest first, at most `limit`. */
export function slowestStatements(queries: readonly RestQuery[], limit: number): RestQuery[] {
  const slowest = new Map<string, RestQuery>();
  for (const query of queries) {
    const shape = statementShape(query.sql);
    const seen = slowest.get(shape);
    if (!seen || query.durationMs > seen.durationMs) slowest.set(shape, query);
  }
  return [...slowest.values()].sort((a, b) => b.durationMs - a.durationMs).slice(0, limit);
}

/** A row that ran a statement, with how many statements its last run ran and their time in the database. */
export interface PlanRow {
  name: string;
  statements: number;
  databaseMs: number;
}

export interface PlanTarget {
  /** The statement to explain: the slowest run seen of this shape. */
  query: RestQuery;
  /** The rows that ran this shape among their slowest statements, in table order. */
  rows: PlanRow[];
}

/**
 * The statements to explain for the rows over budget: each row's `perRow` slowest, merged by shape
 * (rows that differ only in a value, such as the inbox's sources or the panels' periods, share one plan,
 * taken from the slowest of them).
 */
export function planTargets(rows: readonly { name: string; queries: readonly RestQuery[] }[], perRow = 3): PlanTarget[] {
  const targets = new Map<string, PlanTarget>();
  for (const row of rows) {
    const planRow: PlanRow = { name: row.name, statements: row.queries.length, databaseMs: row.queries.reduce((sum, query) => sum + query.durationMs, 0) };
    for (const query of slowestStatements(row.queries, perRow)) {
      const shape = statementShape(query.sql);
      const target = targets.get(shape);
      if (!target) targets.set(shape, { query, rows: [planRow] });
      else {
        if (!target.rows.some((known) => known.name === row.name)) target.rows.push(planRow);
        if (query.durationMs > target.query.durationMs) target.query = query;
      }
    }
  }
  return [...targets.values()];
}

export interface ExplainedPlan {
  target: PlanTarget;
  /** EXPLAIN's text, or why there is none. */
  plan: string;
  /** How the plan was taken: `explain (analyze, buffers)`, or `explain` when analysing would run past the time limit. */
  how: string;
  /** Plans of the statements it ran inside functions (auto_explain on PostgreSQL). */
  nested: readonly string[];
}

/** auto_explain's "duration: 12.345 ms" at the head of a nested plan; 0 where it is missing. */
export function nestedDurationMs(plan: string): number {
  const match = /duration: ([\d.]+) ms/.exec(plan);
  return match ? Number(match[1]) : 0;
}

/** The `limit` slowest nested plans, slowest first, and how many quicker ones are left out. */
export function slowestNested(nested: readonly string[], limit = 3): { shown: string[]; leftOut: number } {
  const sorted = [...nested].sort((a, b) => nestedDurationMs(b) - nestedDurationMs(a));
  return { shown: sorted.slice(0, limit), leftOut: Math.max(0, sorted.length - limit) };
}

const fence = (text: string) => ['```', text.trimEnd(), '```'].join('\n');

/** A parameter as printed: JSON, long ones shortened (a lead's whole body, say). */
export function formatParam(value: string | null, maxLength = 200): string {
  const json = JSON.stringify(value);
  return json.length <= maxLength ? json : `${json.slice(0, maxLength)}… (${json.length} characters)`;
}

/** The plans under the table: one section per statement, naming the rows it served. */
export function formatPlans(plans: readonly ExplainedPlan[]): string {
  if (plans.length === 0) return '';
  const sections = plans.map(({ target, plan, how, nested }, index) => {
    const { query } = target;
    const ran = query.errorCode === STATEMENT_TIMEOUT_CODE ? `cut off after ${formatMs(query.durationMs)} ms` : `${formatMs(query.durationMs)} ms`;
    const rows = target.rows.map((row) =>
      row.statements > 1 ? `${row.name} (${row.statements} statements, ${formatMs(row.databaseMs)} ms in the database)` : row.name,
    );
    const lines = [
      `### ${index + 1}. ${rows.join('; ')}`,
      '',
      `As \`${query.caller.role}\`, ${query.request.method} ${query.request.path}; the slowest run took ${ran}. The statement` +
        (query.params.length > 0 ? `, with ${query.params.map((param, position) => `$${position + 1} = ${formatParam(param)}`).join(', ')}:` : ':'),
      '',
      fence(query.sql),
      '',
      `\`${how}\`:`,
      '',
      fence(plan),
    ];
    const { shown, leftOut } = slowestNested(nested);
    if (shown.length > 0) {
      lines.push('', `What ran inside it, slowest first (auto_explain${leftOut > 0 ? `; ${leftOut} quicker statements left out` : ''}):`);
      for (const inner of shown) lines.push('', fence(inner));
    }
    return lines.join('\n');
  });
  return ['## Query plans of the rows over budget', ...sections].join('\n\n');
}
