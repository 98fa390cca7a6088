import { InlineMarkdown } from '@/components/ui/Markdown';
import type { MarkdownDoc } from '@/lib/content/markdown';

export interface TitledPointData {
  title: string;
  text: MarkdownDoc;
}

/** A point's title and its Markdown line: a feature, a reason, a step of the process. */
export default function TitledPoint({ point }: { point: TitledPointData }) {
  return (
    <>
      <h3>{point.title}</h3>
      <p>
        <InlineMarkdown doc={point.text} />
      </p>
    </>
  );
}
