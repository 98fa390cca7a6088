import type { CSSProperties } from 'react';

import Section from '@/components/sections/Section';
import ExternalLink from '@/components/ui/ExternalLink';
import ResponsiveImage from '@/components/ui/ResponsiveImage';
import type { Person } from '@/lib/content/schema';
import { teamColumns } from '@/lib/layout/grid-columns';
import { IMAGE_SIZES } from '@/lib/layout/image-sizes';

import styles from './Team.module.css';

/**
 * The agency's people (content/team.yaml) on About: photo, name, role and their own links.
 * Renders nothing until the agency lists someone: we never invent a team.
 */
export default function Team({ people }: { people: Person[] }) {
  if (people.length === 0) return null;
  const columns = teamColumns(people.length);
  const grid = {
    '--team-columns-tablet': columns.tablet,
    '--team-columns-wide': columns.wide,
  } as CSSProperties;
  return (
    <Section id="team" heading="The people you work with">
      <ul className={styles.people} style={grid}>
        {people.map((person) => (
          <li key={person.name} className={styles.person}>
            {person.photo.rendered && (
              <figure className={styles.photo}>
                <ResponsiveImage image={person.photo.rendered} sizes={IMAGE_SIZES.portrait} />
                {person.photo.caption && <figcaption>{person.photo.caption}</figcaption>}
              </figure>
            )}
            <div className={styles.words}>
              <h3>{person.name}</h3>
              <p className={styles.role}>{person.role}</p>
              {person.links && (
                <ul className={styles.links} aria-label={`${person.name} elsewhere`}>
                  {person.links.map((link) => (
                    <li key={link.href}>
                      <ExternalLink href={link.href}>{link.label}</ExternalLink>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
