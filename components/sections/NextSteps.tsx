import ButtonLink from '@/components/ui/ButtonLink';
import { NEXT_STEPS, type NextStep } from '@/lib/layout/nav';

/**
 * A first screen's way on: the page's main next step as a button, the others beside it in a
 * quieter style, each in the site's one wording for that action.
 */
export default function NextSteps({ steps }: { steps: readonly NextStep[] }) {
  return steps.map((step, i) => (
    <ButtonLink key={step} href={NEXT_STEPS[step].href} variant={i === 0 ? 'primary' : 'secondary'}>
      {NEXT_STEPS[step].label}
    </ButtonLink>
  ));
}
