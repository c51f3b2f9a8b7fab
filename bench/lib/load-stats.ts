/** What one load run measured, how it is summarised, and when it fails the bench. */
import { markdownTable } from './markdown-table.ts';

export interface RunMeasurement {
  functionName: string;
  clients: number;
  /** Milliseconds per request, in any order. */
  latenciesMs: readonly number[];
  /** HTTP status per request; 0 when no answer came (a network failure). */
  statuses: readonly number[];
  /** From the first request out to the last answer in. */
  wallMs: number;
  /** Submissions stored: leads the run's requests created. */
  stored: number;
  /** Stored submissions whose every e-mail was handed to the mail transport. */
  sent: number;
  /** The run's e-mails that went out only on a later attempt (the first timed out or failed). */
  emailsRetried: number;
}

export interface RunSummary {
  functionName: string;
  clients: number;
  requests: number;
  throughput: number;
  p50Ms: number;
  p99Ms: number;
  serverErrors: number;
  /** Answers neither 2xx nor 5xx (429, 409, 400 …) and requests that got no answer. */
  otherFailures: number;
  stored: number;
  sent: number;
  emailsRetried: number;
}

/** The nearest-rank percentile: the smallest value with at least p % of the values at or below it. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? Number.NaN;
}

export function summarize(run: RunMeasurement): RunSummary {
  const requests = run.statuses.length;
  return {
    functionName: run.functionName,
    clients: run.clients,
    requests,
    throughput: run.wallMs > 0 ? (requests * 1000) / run.wallMs : 0,
    p50Ms: percentile(run.latenciesMs, 50),
    p99Ms: percentile(run.latenciesMs, 99),
    serverErrors: run.statuses.filter((status) => status >= 500).length,
    otherFailures: run.statuses.filter((status) => status < 200 || (status >= 300 && status < 500)).length,
    stored: run.stored,
    sent: run.sent,
    emailsRetried: run.emailsRetried,
  };
}

/** One message per way a run failed the bench: a 5xx, a request not answered 2xx, a lead lost or not sent. */
export function checkRun(summary: RunSummary): string[] {
  const where = `${summary.functionName} at ${summary.clients} client${summary.clients === 1 ? '' : 's'}`;
  const failures: string[] = [];
  if (summary.serverErrors > 0) failures.push(`${where}: ${summary.serverErrors} answers were 5xx`);
  if (summary.otherFailures > 0) failures.push(`${where}: ${summary.otherFailures} requests were not answered 2xx`);
  if (summary.stored !== summary.requests) failures.push(`${where}: ${summary.requests} submissions, ${summary.stored} stored`);
  if (summary.sent !== summary.stored) failures.push(`${where}: ${summary.stored} stored, ${summary.sent} sent`);
  return failures;
}

/** A Markdown table, one row per run, numbers right-aligned. */
export function formatMarkdownTable(summaries: readonly RunSummary[]): string {
  const header = ['function', 'clients', 'requests', 'req/s', 'p50 ms', 'p99 ms', '5xx', 'other errors', 'stored', 'sent', 'mail retried'];
  const rows = summaries.map((summary) => [
    summary.functionName,
    String(summary.clients),
    String(summary.requests),
    summary.throughput.toFixed(1),
    summary.p50Ms.toFixed(0),
    summary.p99Ms.toFixed(0),
    String(summary.serverErrors),
    String(summary.otherFailures),
    String(summary.stored),
    String(summary.sent),
    String(summary.emailsRetried),
  ]);
  return markdownTable(header, rows);
}
