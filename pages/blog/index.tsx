import NextSteps from '@/components/sections/NextSteps';
import { PostListSection, READER_STEPS } from '@/components/templates/PostListPages';
import StandardPage, { type StandardPageProps } from '@/components/templates/StandardPage';
import { getPage, listPosts } from '@/lib/content/server';
import { postListPage, type PostListPageProps, withContentProblems } from '@/lib/content/server/static-props';
import { ROUTES } from '@/lib/routes';

interface Props extends StandardPageProps {
  list: PostListPageProps;
}

export const getStaticProps = withContentProblems<Props>(async () => {
  const page = getPage(ROUTES.blog);
  return { props: { page, list: postListPage(page.path, listPosts(), 1) } };
});

export default function BlogPage({ page, list }: Props) {
  return (
    <StandardPage page={page} heroActions={<NextSteps steps={READER_STEPS} />}>
      <PostListSection id="latest" heading="Latest articles" list={list} />
    </StandardPage>
  );
}
