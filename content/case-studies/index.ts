import ami from './ami';
import ctsAi from './cts-ai';
import daveWilsonNursery from './dave-wilson-nursery';
import guga from './guga';
import ntt from './ntt';
import samurai from './samurai';
import shimek from './shimek';
import wiliot from './wiliot';

/** Every case study. Add a file named after its slug, then register it here. */
const caseStudies = {
  ami,
  wiliot,
  'dave-wilson-nursery': daveWilsonNursery,
  ntt,
  samurai,
  shimek,
  guga,
  'cts-ai': ctsAi,
};

export default caseStudies;
