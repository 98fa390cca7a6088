/**
 * The typed lists of content/ (the agency, its menus, categories, authors, the guide), the one
 * way code outside lib/content reaches them. Plain data, so the browser may import it too.
 */
export { default as authors } from '@/content/authors';
export { default as categories } from '@/content/categories';
export { default as guideMeta } from '@/content/ebook/guide';
export { default as menuLinks } from '@/content/menu-links.json';
export { menus } from '@/content/navigation';
export { primaryNav, site } from '@/content/site';
