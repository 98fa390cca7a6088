import b2bSearchEngineOptimization from './b2b-search-engine-optimization';
import brandingAndDesign from './branding-and-design';
import contentWriting from './content-writing';
import digitalMarketingStrategy from './digital-marketing-strategy';
import ecommerceMarketing from './ecommerce-marketing';
import emailMarketing from './email-marketing';
import ppcAdvertising from './ppc-advertising';
import searchEngineOptimization from './search-engine-optimization';
import socialMediaMarketing from './social-media-marketing';
import visibilityOptimization from './visibility-optimization';
import webDesign from './web-design';
import whiteLabelDigitalMarketing from './white-label-digital-marketing';

/** Every service page. Add a file named after its slug, then register it here. */
const services = {
  'search-engine-optimization': searchEngineOptimization,
  'web-design': webDesign,
  'branding-and-design': brandingAndDesign,
  'social-media-marketing': socialMediaMarketing,
  'ppc-advertising': ppcAdvertising,
  'b2b-search-engine-optimization': b2bSearchEngineOptimization,
  'visibility-optimization': visibilityOptimization,
  'ecommerce-marketing': ecommerceMarketing,
  'digital-marketing-strategy': digitalMarketingStrategy,
  'content-writing': contentWriting,
  'email-marketing': emailMarketing,
  'white-label-digital-marketing': whiteLabelDigitalMarketing,
};

export default services;
