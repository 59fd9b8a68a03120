// The portal's entry: every page but the few a visitor opens first, which boot in the lighter public
// shell (public-main.tsx, issue 28, ADR 0021).
// First: the stylesheets a prerendered page deferred apply before anything renders over its markup.
import './lib/apply-deferred-stylesheets';
import { startPortal } from './app/start-portal';

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');
void startPortal(root);
