// The page number of a paged list, from 1.
import { useState } from 'react';

export interface PageState {
  readonly pageNum: number;
  readonly go: (pageNum: number) => void;
}

export function usePage(): PageState {
  const [pageNum, go] = useState(1);
  return { pageNum, go };
}
