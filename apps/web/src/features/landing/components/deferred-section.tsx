import { type ComponentType, type CSSProperties, useEffect, useRef, useState } from 'react';
import { afterFirstInteraction } from '../first-interaction';
import classes from '../landing.module.css';
import type { LandingSection } from '../landing-sections';

interface DeferredSectionProps {
  section: LandingSection;
  /** Set by the menu: render now, wherever the section is. */
  forced: boolean;
}

// Once the reader moves, a section starts loading this far before it scrolls into view, so it is ready
// when seen. Before that only a section already on screen loads (a tall window shows more than the banner).
const LOOK_AHEAD = '900px 0px';

/**
 * A landing section whose code loads only when it nears the viewport (or the menu asks for it).
 * The `<section>` and its anchor exist from the start with the section's approximate height, so
 * menu links work at once and the page below does not jump when the content arrives.
 */
export function DeferredSection({ section, forced }: DeferredSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const [isWanted, setWanted] = useState(forced);
  const [Content, setContent] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (forced) setWanted(true);
  }, [forced]);

  useEffect(() => {
    const element = ref.current;
    if (isWanted || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const watch = (rootMargin: string) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
        },
        { rootMargin },
      );
      observer.observe(element);
      return observer;
    };
    const onScreen = watch('0px');
    let ahead: IntersectionObserver | null = null;
    const stopWaiting = afterFirstInteraction(() => {
      ahead = watch(LOOK_AHEAD);
    });
    return () => {
      stopWaiting();
      onScreen.disconnect();
      ahead?.disconnect();
    };
  }, [isWanted]);

  useEffect(() => {
    if (!isWanted) return;
    let isLive = true;
    section
      .load()
      .then((component) => {
        if (isLive) setContent(() => component);
      })
      // A missing chunk (a deploy happened meanwhile) leaves the reserved space; the rest works.
      .catch(() => undefined);
    return () => {
      isLive = false;
    };
  }, [isWanted, section]);

  return (
    <section
      id={section.id}
      ref={ref}
      className={classes.section}
      aria-label={section.label}
      data-loaded={Content ? 'true' : 'false'}
      style={
        Content
          ? undefined
          : ({
              '--reserved-wide': `${section.minHeight.wide}px`,
              '--reserved-narrow': `${section.minHeight.narrow}px`,
            } as CSSProperties)
      }
    >
      {Content && <Content />}
    </section>
  );
}
