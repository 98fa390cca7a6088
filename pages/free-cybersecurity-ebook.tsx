import EbookRequestForm from '@/components/contact/EbookRequestForm';
import styles from '@/components/ebook/Ebook.module.css';
import { EbookCover, EbookFigure } from '@/components/ebook/EbookPicture';
import ContentSections from '@/components/sections/ContentSections';
import ProcessSteps from '@/components/sections/ProcessSteps';
import Section from '@/components/sections/Section';
import StandardPage from '@/components/templates/StandardPage';
import ButtonLink from '@/components/ui/ButtonLink';
import { withContentProblems } from '@/lib/content/server/static-props';
import { type EbookPageProps, ebookPageProps } from '@/lib/ebook/server/page-props';
import { ACTION_LABELS } from '@/lib/layout/nav';
import { PAGE_FORMS } from '@/lib/routes';

export const getStaticProps = withContentProblems<EbookPageProps>(async () => ({
  props: ebookPageProps(),
}));

const REQUEST_ANCHOR = PAGE_FORMS.ebook.anchor;

export default function FreeEbookPage({
  page,
  title,
  downloadPath,
  cover,
  chapters,
  preview,
}: EbookPageProps) {
  return (
    <StandardPage
      page={{ ...page, sections: [] }}
      heroActions={<ButtonLink href={`#${REQUEST_ANCHOR}`}>{ACTION_LABELS.ebook}</ButtonLink>}
      heroMedia={<EbookCover picture={cover} alt={`Cover of ${title}, drawn by Byer Company`} />}
    >
      <Section id="inside" heading="What is inside">
        <p className={styles.note}>
          {chapters.length} chapters you can read in order or jump between, each ending with a checklist, with
          diagrams drawn by our team.
        </p>
        <ProcessSteps steps={chapters.map((chapter) => ({ title: chapter.title, text: chapter.summary }))} />
      </Section>
      {preview && (
        <Section id="preview" heading="A look inside">
          <EbookFigure picture={preview} />
        </Section>
      )}
      <ContentSections sections={page.sections} />
      <Section id={REQUEST_ANCHOR} heading="Get your free copy" shape="beside">
        <p className={styles.note}>
          Tell us where to reach you and the download is yours straight away. We use your details only to send
          the guide and to follow up about it.
        </p>
        <EbookRequestForm pagePath={page.path} title={title} downloadPath={downloadPath} />
      </Section>
    </StandardPage>
  );
}
