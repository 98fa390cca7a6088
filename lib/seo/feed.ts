import { site } from '@/lib/content/lists';

/** Where the blog's RSS feed is served; every blog page's head links here. Kept apart from the builder so pages can link without bundling the content. */
export const FEED_PATH = '/blog/feed.xml';
export const FEED_TITLE = `${site.name} blog`;
/** Feed readers poll for what is new: the newest posts, not the archive, keep the file small as the blog grows. */
export const FEED_ITEM_COUNT = 20;
