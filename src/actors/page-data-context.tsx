import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { brandCountSchema, carListResponseSchema, carSchema } from '../../api/schemas';
import { z } from '../../domain/zod';
import { PUBLIC_CATEGORIES } from '../../domain/constants';
import { PAGE_DATA_ID, pageUrl, type PageData } from './page-data';

const filtersSchema = z.record(z.string(), z.union([z.string(), z.number()]));
const pageDataSchema = z.object({
  url: z.string(),
  cars: z.optional(z.object({ filters: filtersSchema, list: carListResponseSchema })),
  brands: z.optional(z.array(brandCountSchema)),
  category: z.optional(z.object({ slug: z.enum(PUBLIC_CATEGORIES), cars: z.array(carSchema) })),
  car: z.optional(z.object({ car: carSchema, related: z.array(carSchema) })),
});

/** The page's data block, checked like any API answer; a missing or malformed one is none (the page loads its data). */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = pageDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as PageData) : null;
  } catch {
    return null;
  }
}

const PageDataContext = createContext<PageData | null>(null);

/** Holds the page's data while the address is the one it was read for, and lets it go for good at the first change. */
export function PageDataProvider({ data, children }: { data: PageData | null; children: ReactNode }) {
  const [path] = useLocation();
  const here = pageUrl(path, useSearch());
  const [current, setCurrent] = useState(data);
  if (current !== null && current.url !== here) setCurrent(null);
  return <PageDataContext.Provider value={current?.url === here ? current : null}>{children}</PageDataContext.Provider>;
}

export const usePageData = () => useContext(PageDataContext);
