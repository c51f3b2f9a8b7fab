/** Consecutive rows of one business type, for the owner view's group headings (rows arrive ordered by industry). */
export type IndustryGroup<Row> = { industry: string; rows: Row[] };

export const UNKNOWN_INDUSTRY = 'Business type not given';

export function groupByIndustry<Row extends { industry: string | null }>(rows: readonly Row[]): IndustryGroup<Row>[] {
  const groups: IndustryGroup<Row>[] = [];
  for (const row of rows) {
    const industry = row.industry ?? UNKNOWN_INDUSTRY;
    const last = groups.at(-1);
    if (last && last.industry === industry) last.rows.push(row);
    else groups.push({ industry, rows: [row] });
  }
  return groups;
}
