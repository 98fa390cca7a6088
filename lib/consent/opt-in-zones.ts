/**
 * Time zones of the places whose law asks consent to be opted into (the EU's GDPR and
 * ePrivacy rules in the European Economic Area, the UK's, Switzerland's): a visitor whose
 * browser reports one of them starts with the customizer's toggles off. The time zone is
 * what every browser reports without asking (`Intl.DateTimeFormat().resolvedOptions()`);
 * Accept-Language is a language, not a place, and never reaches a static page.
 *
 * EU and EEA members with their outermost regions (Canaries, Ceuta, Madeira, the Azores,
 * the French overseas departments), Iceland, Liechtenstein and Norway; the UK with the
 * Crown Dependencies and Gibraltar, whose laws follow it; Switzerland. Old names a browser
 * may still report (GB, Eire, Poland...) are included.
 */
export const OPT_IN_TIME_ZONES: ReadonlySet<string> = new Set([
  // European Union
  'Europe/Vienna',
  'Europe/Brussels',
  'Europe/Sofia',
  'Europe/Zagreb',
  'Asia/Nicosia',
  'Asia/Famagusta',
  'Europe/Nicosia',
  'Europe/Prague',
  'Europe/Copenhagen',
  'Europe/Tallinn',
  'Europe/Helsinki',
  'Europe/Mariehamn',
  'Europe/Paris',
  'America/Cayenne',
  'America/Guadeloupe',
  'America/Martinique',
  'America/Marigot',
  'Indian/Reunion',
  'Indian/Mayotte',
  'Europe/Berlin',
  'Europe/Busingen',
  'Europe/Athens',
  'Europe/Budapest',
  'Europe/Dublin',
  'Eire',
  'Europe/Rome',
  'Europe/Riga',
  'Europe/Vilnius',
  'Europe/Luxembourg',
  'Europe/Malta',
  'Europe/Amsterdam',
  'Europe/Warsaw',
  'Poland',
  'Europe/Lisbon',
  'Portugal',
  'Atlantic/Madeira',
  'Atlantic/Azores',
  'Europe/Bucharest',
  'Europe/Bratislava',
  'Europe/Ljubljana',
  'Europe/Madrid',
  'Africa/Ceuta',
  'Atlantic/Canary',
  'Europe/Stockholm',
  // The rest of the European Economic Area
  'Atlantic/Reykjavik',
  'Iceland',
  'Europe/Vaduz',
  'Europe/Oslo',
  'Arctic/Longyearbyen',
  'Atlantic/Jan_Mayen',
  // The United Kingdom, the Crown Dependencies and Gibraltar
  'Europe/London',
  'Europe/Belfast',
  'GB',
  'GB-Eire',
  'Europe/Guernsey',
  'Europe/Jersey',
  'Europe/Isle_of_Man',
  'Europe/Gibraltar',
  // Switzerland
  'Europe/Zurich',
]);
