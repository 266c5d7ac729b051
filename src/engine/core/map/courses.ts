// A unit moving along a plotted course over a turn's ticks: GC's exact hex course, moved in the
// segments its speed gives; Staley's ships moving phase by phase (each cited in its game's folder). The kernel checks a course
// against a map's adjacency and says in which tick each place of it is reached; the game says which
// ticks a unit moves in.

import type { Neighbours } from './paths';

/** A place of a course and the tick it is reached in. */
export interface CourseStep {
  readonly place: string;
  readonly tick: number;
}

/**
 * Why a course (the places after `from`, in order) cannot be followed, in words: a place the map does not
 * join to the one before it, or more places than ticks to move in. Undefined: it can be.
 */
export function courseProblem(
  from: string,
  course: readonly string[],
  neighbours: Neighbours,
  moveTicks: readonly number[],
): string | undefined {
  if (course.length > moveTicks.length) return `${course.length} moves plotted, ${moveTicks.length} allowed`;
  let here = from;
  for (const next of course) {
    if (!neighbours(here).includes(next)) return `${next} is not next to ${here}`;
    here = next;
  }
  return undefined;
}

/** Each place of a course with the tick it is reached in: the n-th move in the n-th of `moveTicks`. */
export function scheduleCourse(course: readonly string[], moveTicks: readonly number[]): CourseStep[] {
  return course.slice(0, moveTicks.length).map((place, i) => ({ place, tick: moveTicks[i] }));
}

/** Where a unit on a scheduled course stands once `tick` has run (`from` before its first move). */
export function placeAt(from: string, steps: readonly CourseStep[], tick: number): string {
  return steps.filter((s) => s.tick <= tick).pop()?.place ?? from;
}
