import type { ReactNode } from 'react';

import { PostCards } from '@/components/sections/Cards';
import NextSteps from '@/components/sections/NextSteps';
import PageHero from '@/components/sections/PageHero';
import Pagination from '@/components/sections/Pagination';
import Section from '@/components/sections/Section';
import Seo from '@/components/Seo';
import Link from '@/components/ui/Link';
import { listPagePath, pageDescription, pageRange, pageTitle } from '@/lib/content/pagination';
import type { Category, Page } from '@/lib/content/schema';
import type { PostListPageProps } from '@/lib/content/server/static-props';
import { categoryPath, ROUTES } from '@/lib/routes';

/** A reader's next step: the agency's free guide, then a conversation. */
export const READER_STEPS = ['ebook', 'contact'] as const;

/** One page of posts: the cards, newest first, and the links to the list's other pages. */
export function PostListSection({
  id,
  heading,
  list,
  children,
}: {
  id: string;
  heading: string;
  list: PostListPageProps;
  children?: ReactNode;
}) {
  return (
    <Section id={id} heading={heading}>
      <PostCards posts={list.posts} />
      <Pagination pagination={list.pagination} />
      {children}
    </Section>
  );
}

/** Which articles of the list a later page holds, e.g. "Articles 13 to 18 of 18". */
const rangeHeading = ({ pagination, total }: PostListPageProps) => {
  const { first, last } = pageRange(pagination.page, total);
  return `Articles ${first} to ${last} of ${total}`;
};

/** /blog/page/N: the blog's later pages (page 1, with the editor's sections, is pages/blog/index.tsx). */
export function BlogLaterPage({ page, list }: { page: Page; list: PostListPageProps }) {
  const n = list.pagination.page;
  return (
    <>
      <Seo
        title={pageTitle(page.title, n)}
        description={pageDescription(page.description, n, list.total)}
        path={listPagePath(page.path, n)}
        crumb={pageTitle(page.heading, n)}
      />
      <PageHero heading={pageTitle(page.heading, n)} lead={page.lead}>
        <NextSteps steps={READER_STEPS} />
      </PageHero>
      <PostListSection id="latest" heading={rangeHeading(list)} list={list} />
    </>
  );
}

/** A category's list, any page of it. */
export function CategoryListPage({ category, list }: { category: Category; list: PostListPageProps }) {
  const n = list.pagination.page;
  const title = `${category.name} articles`;
  return (
    <>
      <Seo
        title={pageTitle(title, n)}
        description={pageDescription(category.description, n, list.total)}
        path={listPagePath(categoryPath(category.slug), n)}
        crumb={pageTitle(category.name, n)}
      />
      <PageHero eyebrow="Blog topic" heading={pageTitle(category.name, n)} lead={category.description}>
        <NextSteps steps={READER_STEPS} />
      </PageHero>
      <PostListSection
        id="articles"
        heading={`${list.total} ${list.total === 1 ? 'article' : 'articles'}`}
        list={list}
      >
        <p>
          <Link href={ROUTES.blog}>See every article</Link>
        </p>
      </PostListSection>
    </>
  );
}
