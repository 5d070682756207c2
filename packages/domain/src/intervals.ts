/** A half-open time interval [start, end). */
export interface Interval<T extends Date | number = Date> {
  start: T;
  end: T;
}

/**
 * Joins overlapping and touching intervals: a morning slot until 12:00 and an afternoon slot from
 * 12:00 are one stretch of availability from 06:00 to 18:00.
 */
export function mergeIntervals<T extends Interval>(intervals: readonly T[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: Interval[] = [];
  for (const current of sorted) {
    const last = merged.at(-1);
    if (last && current.start.getTime() <= last.end.getTime()) {
      if (current.end.getTime() > last.end.getTime()) last.end = current.end;
    } else {
      merged.push({ start: current.start, end: current.end });
    }
  }
  return merged;
}

/** Whether [start, end) lies entirely inside one of the (merged) intervals. */
export function isCovered(target: Interval, intervals: readonly Interval[]): boolean {
  return mergeIntervals(intervals).some((i) => i.start.getTime() <= target.start.getTime() && i.end.getTime() >= target.end.getTime());
}

/** What is left of `spans` after taking `cuts` away (pieces keep their order; empty pieces vanish). */
export function subtractIntervals(spans: readonly Interval[], cuts: readonly Interval[]): Interval[] {
  const byStart = (a: Interval, b: Interval) => a.start.getTime() - b.start.getTime();
  const sortedCuts = [...cuts].sort(byStart);
  const result: Interval[] = [];
  for (const span of [...spans].sort(byStart)) {
    let start = span.start.getTime();
    const end = span.end.getTime();
    for (const cut of sortedCuts) {
      const cs = cut.start.getTime();
      const ce = cut.end.getTime();
      if (ce <= start || cs >= end) continue;
      if (cs > start) result.push({ start: new Date(start), end: new Date(cs) });
      start = Math.max(start, ce);
      if (start >= end) break;
    }
    if (start < end) result.push({ start: new Date(start), end: new Date(end) });
  }
  return result;
}
