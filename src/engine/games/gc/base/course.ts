// GC D1, D2: a squadron's course as the Fleets tab keeps it, one `hex@segment` a step.
import type { CourseStep } from '../../../core/map/courses';

/** "K11@4 K12@8": a scheduled course as the Course column keeps it. */
export const courseText = (steps: readonly CourseStep[]): string => steps.map((s) => `${s.place}@${s.tick}`).join(' ');

/** The Course column read back. */
export function parseCourse(text: string): CourseStep[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => {
      const [place, tick] = t.split('@');
      return { place, tick: Number(tick) };
    });
}
