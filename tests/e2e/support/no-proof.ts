import { listCaseStudies, listServices } from '@/lib/content/server';
import { caseStudyPath, ROUTES, servicePath } from '@/lib/routes';

/** The same places tests/e2e/proof.spec.ts finds the fixture's proof in (with a "Source" term). */
const PROOF_PLACES = '#proof, blockquote, [data-proof], #client-words, #clients';

/** What a page's HTML shows of proof: a figure, quote, proof block, client logos or a source. */
export function proofShown(document: Document): string[] {
  const sources = [...document.querySelectorAll('main dl dt')].filter((term) =>
    /source/i.test(term.textContent ?? ''),
  );
  return [...document.querySelectorAll(PROOF_PLACES), ...sources].map((el) => el.outerHTML.slice(0, 80));
}

/** The real pages where proof would go: none shows a figure, quote, proof block or client logos. */
export const NO_PROOF_ROUTES = [
  ...listCaseStudies().map((study) => caseStudyPath(study.slug)),
  ROUTES.home,
  ROUTES.caseStudies,
  ...listServices().map((service) => servicePath(service.slug)),
];
