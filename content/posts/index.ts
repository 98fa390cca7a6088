import draftPost1 from './draft-post-1';
import draftPost2 from './draft-post-2';
import draftPost3 from './draft-post-3';
import draftPost4 from './draft-post-4';
import draftPost5 from './draft-post-5';
import draftPost6 from './draft-post-6';
import draftPost7 from './draft-post-7';
import draftPost8 from './draft-post-8';

/** Every blog post. Add a file named after its slug, then register it here. */
export default {
  'draft-post-1': draftPost1,
  'draft-post-2': draftPost2,
  'draft-post-3': draftPost3,
  'draft-post-4': draftPost4,
  'draft-post-5': draftPost5,
  'draft-post-6': draftPost6,
  'draft-post-7': draftPost7,
  'draft-post-8': draftPost8,
};
