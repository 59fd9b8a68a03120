import type { ReactNode } from 'react';
import { WithQueryClient } from '../../lib/with-query-client';
import { PublicFrame } from '../layouts/public-frame';

/**
 * What the portal's routes put around a public page and the shell must add itself (issue 28): the
 * public pages' frame for a visitor, and the query client for a page that reads data. Loaded with the
 * page, only by the pages that need it (public-shell.tsx).
 */
export function ShellFrame({
  framed,
  readsData,
  children,
}: {
  framed: boolean;
  readsData: boolean;
  children: ReactNode;
}) {
  const content = framed ? <PublicFrame panel={null}>{children}</PublicFrame> : children;
  return readsData ? <WithQueryClient>{content}</WithQueryClient> : content;
}
