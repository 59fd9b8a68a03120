import type { Plugin } from 'vite';
import { MSG } from '../../packages/shared/src/messages';
import { inlineMessages } from './src/lib/inline-messages';

// Writes each `MSG.key` of the app's and the shared package's modules as its text (src/lib/inline-messages.ts,
// issue 28, ADR 0021). A build only: `npm run dev` keeps the catalogue object.

const OWN_MODULE = /[\\/](?:apps[\\/]web[\\/]src|packages[\\/]shared[\\/]src)[\\/].+\.[cm]?[jt]sx?$/;
const CATALOGUE = /[\\/]packages[\\/]shared[\\/]src[\\/]messages(?:[\\/]|\.ts$)/;

export function inlineMessagesPlugin(): Plugin {
  return {
    name: 'trazo:inline-messages',
    apply: 'build',
    // After TypeScript and JSX are compiled away: the parser sees plain JavaScript.
    enforce: 'post',
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (!OWN_MODULE.test(path) || CATALOGUE.test(path)) return null;
      const out = inlineMessages(code, MSG);
      return out === null ? null : { code: out, map: null };
    },
  };
}
