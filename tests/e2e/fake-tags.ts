/** Fake tag ids the "tags" Playwright project builds with; requests to them are intercepted. */
export const FAKE_TAG_ENV = {
  NEXT_PUBLIC_GTM_ID: 'GTM-TEST123',
  NEXT_PUBLIC_GOOGLE_ADS_ID: 'AW-TEST123',
  NEXT_PUBLIC_VISITOR_TRACKING_SRC: 'https://tracker.example.test/visitor.js',
};
