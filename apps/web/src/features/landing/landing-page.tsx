import { useCallback, useEffect, useState } from 'react';
import { MAIN_CONTENT_ID } from '../../components/skip-link';
import { DeferredSection } from './components/deferred-section';
import { HeroSection } from './components/hero-section';
import { LandingFooter } from './components/landing-footer';
import { LandingHeader } from './components/landing-header';
import { afterFirstInteraction } from './first-interaction';
import classes from './landing.module.css';
import { LANDING_SECTIONS, preloadLandingSections } from './landing-sections';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const isSection = (id: string) => LANDING_SECTIONS.some((section) => section.id === id);

/**
 * /home and /landing (spec §2.5). Only the menu and the banner are in this chunk; every section
 * below the fold loads on approach. The menu first lays out all sections, then scrolls, so the
 * target does not move while the page scrolls to it.
 */
export function LandingPage() {
  const [isForced, setForced] = useState(false);

  const goTo = useCallback(async (id: string) => {
    // The sections load before the scroll; a link followed meanwhile (a product's 'Ver planes') has left
    // the page by then, and the section's hash must not be written onto the next page's address.
    const path = window.location.pathname;
    if (isSection(id)) {
      setForced(true);
      await preloadLandingSections().catch(() => undefined);
      // Two frames: React commits the revealed sections, then the browser lays them out.
      await nextFrame();
      await nextFrame();
    }
    if (window.location.pathname !== path) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById(id)
      ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${id}`);
  }, []);

  useEffect(() => {
    // A shared link such as /home#contactanos opens at its section.
    const id = window.location.hash.slice(1);
    if (isSection(id)) void goTo(id);
    // Once the reader starts moving, fetch the sections' code for instant scrolling — not before: on a
    // slow phone evaluating it would hold up the banner's first taps (issue 28).
    return afterFirstInteraction(() => void preloadLandingSections().catch(() => undefined));
  }, [goTo]);

  return (
    <div className={classes.page}>
      <LandingHeader onSection={(id) => void goTo(id)} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1 }}>
        <HeroSection />
        {LANDING_SECTIONS.map((section) => (
          <DeferredSection key={section.id} section={section} forced={isForced} />
        ))}
      </main>
      <LandingFooter />
    </div>
  );
}
