// SPEC §3 "Reporting dataset": what each of the five calls answers.

/** One figure of a month; `null` for a month not yet come (SPEC §9: shown as a dash). */
export interface ReportingValue {
  key: string;
  value: number | null;
}

/**
 * One month of the year: `period.month` 1 to 12, `period.year`, `period.total`
 * the month's headline figure (net turnover, rooms, codes or purchases
 * counted; `null` for service use, whose figures do not add up, and for months
 * not yet come), and its values by key.
 */
export interface ReportingPeriod {
  period: { month: number; year: number; total: number | null };
  values: ReportingValue[];
}

/** A call's answer: the twelve months of the year asked, January first. */
export interface ReportingAnswer {
  periods: ReportingPeriod[];
}
