/** Small helpers shared by the plan (alt text, captions) and the templates (drawn labels). */
import type { Diagram } from './types';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** A count as a word, as prose writes small numbers. */
export const countWord = (n: number) => NUMBER_WORDS[n] ?? String(n);

/** The labels a single-list diagram shows, in reading order (none for the structured kinds). */
export function diagramLabels(d: Diagram): string[] {
  switch (d.kind) {
    case 'steps':
    case 'flow':
      return d.steps;
    case 'cycle':
      return d.points;
    case 'funnel':
      return d.tiers;
    case 'hub':
      return d.spokes;
    case 'pillars':
      return d.pillars;
    case 'layers':
      return d.layers;
    default:
      return [];
  }
}
