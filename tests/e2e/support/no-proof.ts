import { listCaseStudies, listServices } from '@/lib/content/server';
import { caseStudyPath, ROUTES, servicePath } from '@/lib/routes';

/** The same places tests/e2e/proof.spec.ts finds the fixture's proof in. */
export const NO_PROOF =
  '#proof, blockquote, main dl dt:has-text("Source"), [data-proof], #client-words, #clients';

/** The real pages where proof would go: none shows a figure, quote, proof block or client logos. */
export const NO_PROOF_ROUTES = [
  ...listCaseStudies().map((study) => caseStudyPath(study.slug)),
  ROUTES.home,
  ROUTES.caseStudies,
  ...listServices().map((service) => servicePath(service.slug)),
];
