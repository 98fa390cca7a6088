import type { GetStaticProps } from 'next';

import { PostCards } from '@/components/sections/Cards';
import Section from '@/components/sections/Section';
import StandardPage, { type StandardPageProps } from '@/components/templates/StandardPage';
import { getPage, listPosts, type PostSummary, summarizePost } from '@/lib/content';

interface Props extends StandardPageProps {
  posts: PostSummary[];
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: { page: getPage('/blog'), posts: listPosts().map(summarizePost) },
});

export default function BlogPage({ page, posts }: Props) {
  return (
    <StandardPage page={page}>
      <Section id="latest" heading="Latest articles">
        <PostCards posts={posts} />
      </Section>
    </StandardPage>
  );
}
