/**
 * Our own web-editor widgets (components/cms/startCms.ts registers them, lib/content/cms-config.ts
 * names them): a slug that follows the title as it is typed, and an image's alt text, asked
 * for once a file is set. Their own module so the /admin page's code reaches no schema.
 */
export const CMS_WIDGETS = { slug: 'site-slug', alt: 'site-image-alt' } as const;
