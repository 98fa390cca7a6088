/** Labels a hit carries, shown beside its title in the dropdown. */
export const SEARCH_TAGS = ['Service', 'Case study', 'Blog', 'Topic', 'Local', 'Page'] as const;
export type SearchTag = (typeof SEARCH_TAGS)[number];

/** What the dropdown reads from a hit. */
export interface SearchHit {
  objectID: string;
  /** As written in content: may hold HTML entities, decoded only for display. */
  title: string;
  tag: SearchTag;
  /** Link target: a site path. */
  slug: string;
}

/** One page worth finding: the hit plus the plain text the engines match against. */
export interface SearchRecord extends SearchHit {
  /** Names a visitor may type for the page: decoded title and any short name. */
  names: string[];
  keywords: string[];
  summary: string;
  /** Body copy as plain text, trimmed to keep the index small. */
  body: string;
  /** Larger for the pages a visitor most likely wants; breaks ties between equal matches. */
  rank: number;
}
