import about from './about';
import blog from './blog';
import caseStudies from './case-studies';
import contact from './contact';
import freeCybersecurityEbook from './free-cybersecurity-ebook';
import home from './home';
import legal from './legal';
import portfolio from './portfolio';
import services from './services';

/** Copy of the site's fixed pages, keyed by file name. */
const pages = {
  home,
  about,
  contact,
  legal,
  'free-cybersecurity-ebook': freeCybersecurityEbook,
  services,
  'case-studies': caseStudies,
  portfolio,
  blog,
};

export default pages;
