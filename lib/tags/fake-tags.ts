/**
 * Fake tag ids to build the site with every tag on: the "tags" Playwright project and the
 * bench build with them, and requests to them are intercepted.
 */
export const FAKE_TAG_ENV = {
  NEXT_PUBLIC_GTM_ID: 'GTM-TEST123',
  NEXT_PUBLIC_GOOGLE_ADS_ID: 'AW-TEST123',
  NEXT_PUBLIC_VISITOR_TRACKING_SRC: 'https://tracker.example.test/visitor.js',
};
