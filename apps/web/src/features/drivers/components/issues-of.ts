import type { z } from 'zod';

/** The first message per field of a failed zod parse, for the form's inputs. */
export function issuesOf(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}
