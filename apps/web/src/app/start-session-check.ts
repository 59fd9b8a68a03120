import { queryClient } from '../lib/query-client';
import { sessionQueryOptions } from '../lib/session';

// Every first page asks who is signed in (the guards, the visitor-only landing, the public layout).
// Imported first by main.tsx, so the request runs beside the route chunks instead of after they
// load and render: one round trip less before the landing's first paint.
void queryClient.prefetchQuery(sessionQueryOptions);
