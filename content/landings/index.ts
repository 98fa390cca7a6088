import elSegundoWebDesignCompany from './el-segundo-web-design-company';
import losAngelesWebDesignCompany from './los-angeles-web-design-company';
import redondoBeachWebDesignCompany from './redondo-beach-web-design-company';
import seoElSegundo from './seo-el-segundo';
import seoLosAngeles from './seo-los-angeles';
import seoNearMe from './seo-near-me';
import seoRedondoBeach from './seo-redondo-beach';
import webDesignElSegundo from './web-design-el-segundo';
import webDesignLosAngeles from './web-design-los-angeles';
import webDesignNearMe from './web-design-near-me';
import webDesignRedondoBeach from './web-design-redondo-beach';

/** Local landing pages. Add a file named after itself, then register it here. */
const landings = {
  'web-design-near-me': webDesignNearMe,
  'web-design-los-angeles': webDesignLosAngeles,
  'web-design-el-segundo': webDesignElSegundo,
  'web-design-redondo-beach': webDesignRedondoBeach,
  'seo-near-me': seoNearMe,
  'seo-los-angeles': seoLosAngeles,
  'seo-el-segundo': seoElSegundo,
  'seo-redondo-beach': seoRedondoBeach,
  'los-angeles-web-design-company': losAngelesWebDesignCompany,
  'redondo-beach-web-design-company': redondoBeachWebDesignCompany,
  'el-segundo-web-design-company': elSegundoWebDesignCompany,
};

export default landings;
