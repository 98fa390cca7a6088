import accountBasedMarketingOnAMidMarketBudget from './account-based-marketing-on-a-mid-market-budget';
import buildingATechnicalContentEngine from './building-a-technical-content-engine';
import choosingACmsForAB2bMarketingSite from './choosing-a-cms-for-a-b2b-marketing-site';
import choosingAMarketingAutomationPlatform from './choosing-a-marketing-automation-platform';
import conversionOptimizationForLowTrafficSites from './conversion-optimization-for-low-traffic-sites';
import emailDeliverabilityForB2bSenders from './email-deliverability-for-b2b-senders';
import emailNurtureForSecurityBuyers from './email-nurture-for-security-buyers';
import explainingComplexProductsInPlainLanguage from './explaining-complex-products-in-plain-language';
import ga4AttributionForLongB2bSalesCycles from './ga4-attribution-for-long-b2b-sales-cycles';
import howB2bBuyersResearchWithAiSearch from './how-b2b-buyers-research-with-ai-search';
import keywordResearchForNicheB2bCategories from './keyword-research-for-niche-b2b-categories';
import landingPagesForDemoRequests from './landing-pages-for-demo-requests';
import linkedinForCybersecurityBrands from './linkedin-for-cybersecurity-brands';
import marketingDashboardLeadershipTrusts from './marketing-dashboard-leadership-trusts';
import marketingToCisos from './marketing-to-cisos';
import shortFormVideoForTechnicalProducts from './short-form-video-for-technical-products';
import shouldB2bCompaniesUngateContent from './should-b2b-companies-ungate-content';
import technicalSeoForSaasDocumentationSites from './technical-seo-for-saas-documentation-sites';

/** Every blog post. Add a file named after its slug, then register it here. */
const posts = {
  'account-based-marketing-on-a-mid-market-budget': accountBasedMarketingOnAMidMarketBudget,
  'building-a-technical-content-engine': buildingATechnicalContentEngine,
  'choosing-a-cms-for-a-b2b-marketing-site': choosingACmsForAB2bMarketingSite,
  'choosing-a-marketing-automation-platform': choosingAMarketingAutomationPlatform,
  'conversion-optimization-for-low-traffic-sites': conversionOptimizationForLowTrafficSites,
  'email-deliverability-for-b2b-senders': emailDeliverabilityForB2bSenders,
  'email-nurture-for-security-buyers': emailNurtureForSecurityBuyers,
  'explaining-complex-products-in-plain-language': explainingComplexProductsInPlainLanguage,
  'ga4-attribution-for-long-b2b-sales-cycles': ga4AttributionForLongB2bSalesCycles,
  'how-b2b-buyers-research-with-ai-search': howB2bBuyersResearchWithAiSearch,
  'keyword-research-for-niche-b2b-categories': keywordResearchForNicheB2bCategories,
  'landing-pages-for-demo-requests': landingPagesForDemoRequests,
  'linkedin-for-cybersecurity-brands': linkedinForCybersecurityBrands,
  'marketing-dashboard-leadership-trusts': marketingDashboardLeadershipTrusts,
  'marketing-to-cisos': marketingToCisos,
  'short-form-video-for-technical-products': shortFormVideoForTechnicalProducts,
  'should-b2b-companies-ungate-content': shouldB2bCompaniesUngateContent,
  'technical-seo-for-saas-documentation-sites': technicalSeoForSaasDocumentationSites,
};

export default posts;
