import type { Plugin } from 'vite';

// Issue 28 (ADR 0021): Mantine's `useId` (@mantine/hooks) starts with an id made from React's `useId`,
// then, in a layout effect, swaps it for a random one. That swap is a state update in every labelled
// input, select, checkbox and popover target, and an update made in a layout effect is synchronous: on
// a hydrated page (the registration pages, /login, the lookup) it re-rendered every field again in one
// task straight after hydration, the largest blocking task a phone saw there.
//
// React 18+ gives an id that is the same in the prerender and in the browser and unique within the
// React root, which is what the random one stood in for (React 17 had no `useId`). This build keeps
// the first id: same markup, same `mantine-` prefix, no second render. A `staticId` still wins.

const USE_ID_MODULE = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

const STABLE_USE_ID = `"use client";
import { useId as useReactId } from "react";
function useId(staticId) {
  const reactId = useReactId();
  if (typeof staticId === "string") return staticId;
  return \`mantine-\${reactId.replace(/:/g, "")}\`;
}
export { useId };
`;

export function mantineStableIds(): Plugin {
  let replaced = false;
  return {
    name: 'trazo:mantine-stable-ids',
    enforce: 'pre',
    apply: 'build',
    transform(_code, id) {
      if (!USE_ID_MODULE.test(id)) return null;
      replaced = true;
      return { code: STABLE_USE_ID, map: null };
    },
    buildEnd(error) {
      // A Mantine upgrade that moves the file would silently bring the second render back.
      if (!error && !replaced)
        this.error('@mantine/hooks use-id module not found: update vite-stable-ids.ts');
    },
  };
}
