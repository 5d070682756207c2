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
