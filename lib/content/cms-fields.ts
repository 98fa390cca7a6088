/**
 * The fields of a web-editor collection, whichever kind it is. Apart from cms-config.ts so
 * the /admin page's browser code (components/cms/startCms.ts) can use it without the schemas.
 */
import type { CmsCollection, CmsField, CmsFileCollection } from './cms-config';

export const fieldsOfCollection = (collection: CmsCollection | CmsFileCollection): CmsField[] =>
  'files' in collection ? collection.files[0].fields : collection.fields;
