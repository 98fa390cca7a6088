import type { PortfolioItem } from '@/lib/content/schema';

const portfolio: PortfolioItem[] = [];

export default portfolio;
