import { MSG } from '@trazo/shared';
import type { ComponentType } from 'react';

// The landing's below-the-fold sections (spec §2.5 menu order). Each is its own chunk, fetched when
// it nears the viewport or when the menu asks for it; `minHeight` reserves about its real height so
// nothing jumps while it loads.

export interface LandingSection {
  id: string;
  label: string;
  /** Approximate laid-out height in px: from 768 px wide up, and on phones (measured). */
  minHeight: { wide: number; narrow: number };
  load: () => Promise<ComponentType>;
}

export const LANDING_SECTIONS: readonly LandingSection[] = [
  {
    id: 'ventajas',
    label: MSG.landingMenuAdvantages,
    minHeight: { wide: 900, narrow: 1940 },
    load: () => import('./components/advantages-section').then((m) => m.AdvantagesSection),
  },
  {
    id: 'quienes-somos',
    label: MSG.landingMenuAbout,
    minHeight: { wide: 640, narrow: 1110 },
    load: () => import('./components/about-section').then((m) => m.AboutSection),
  },
  {
    id: 'productos',
    label: MSG.landingMenuProducts,
    minHeight: { wide: 860, narrow: 1780 },
    load: () => import('./components/products-section').then((m) => m.ProductsSection),
  },
  {
    id: 'contactanos',
    label: MSG.landingMenuContact,
    minHeight: { wide: 800, narrow: 1200 },
    load: () => import('./components/contact-section').then((m) => m.ContactSection),
  },
];

/** Fetches every section's chunk (the menu needs them all laid out before it can scroll). */
export function preloadLandingSections(): Promise<ComponentType[]> {
  return Promise.all(LANDING_SECTIONS.map((section) => section.load()));
}
