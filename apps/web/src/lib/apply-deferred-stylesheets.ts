import { applyDeferredStylesheets } from './paint-first';

// An entry side effect of its own, imported first by main.tsx (ES modules run in import order).
applyDeferredStylesheets();
